import type { I18nValue } from '../i18n/i18n-value';
import type { Translator } from '../i18n/translator';
import type { ShortcutId } from '../shortcuts/shortcut-table';
import type { AppState } from '../store/store-types';

/** The kinds of palette entry; on equal scores, this is the order they are listed in. */
export const COMMAND_SECTIONS = ['actions', 'workspaces', 'hooks', 'history'] as const;
export type CommandSection = (typeof COMMAND_SECTIONS)[number];

/** One thing the user can do from the palette (and, with `shortcut`, from the keyboard). */
export interface AppCommand {
  /** Unique among the commands listed at one time: `<feature>.<verb>[:<item id>]`. */
  id: string;
  section: CommandSection;
  /** Translated, or an agent term (then `code` is true); what the palette shows and searches. */
  title: string;
  /** The title is an agent term (an event name) and is shown in code style. */
  code?: boolean;
  /** A second line (a command line, a path): searched too, with less weight. */
  detail?: string;
  /** Translated words shown at the end of the entry (an agent, a status). */
  meta?: string;
  /** Further words to search, never shown. */
  keywords?: readonly string[];
  /** The shortcut that also runs this command; the palette shows its keys. */
  shortcut?: ShortcutId;
  /** Listed whatever the query (a command built from the query, such as a history search). */
  always?: boolean;
  /** false: reachable by its shortcut only (e.g. "next scope", which means nothing in a list). */
  listed?: boolean;
  /**
   * Does it. The palette has closed (and focus is back where it was) by the time this runs, so a
   * command may move focus.
   */
  run(): void;
}

/** What a command source sees when the palette or the keymap asks it for commands. */
export interface CommandContext {
  state: AppState;
  i18n: I18nValue;
  /**
   * English, for `keywords` only: a command is then also found by its English name whatever the
   * language on screen (people often type English command names).
   */
  en: Translator;
  /** What the user typed in the palette; '' for the keymap. */
  query: string;
}

/**
 * A feature's commands, computed when asked (so they always match the current state). Sources are
 * plain functions defined once per feature, not per render; a screen lists its own with
 * `useCommandSource(source)` in its top component, or app-wide from the shell.
 *
 * A source may build commands from `query`: that is the hook for "search the audit history for
 * what I typed". The history's source (features/history/history-commands.ts) returns, for a
 * non-empty query, one command in the `history` section with the query as a keyword (and shown as
 * its meta), so it matches every query but ranks below the commands that match as well; its run
 * opens the history with that search.
 */
export type CommandSource = (context: CommandContext) => readonly AppCommand[];
