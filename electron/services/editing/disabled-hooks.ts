import type { HookEntry } from '../../../shared/schemas/hook';
import { hookId } from '../agents/hook-id';
import type { PlacedRow } from '../inventory/row-order';

/** How much of a kept hook a row carries as its `raw` (a handler's text, a hook file's head). */
export const RAW_CAP = 4096;

/** The reason every row of a hook Hookyard switched off carries. */
export const DISABLED_REASON = { key: 'reason.disabled-by-hookyard' as const, params: {} };

/**
 * A hook Hookyard switched off, kept where its agent never reads it: where it belongs, where it
 * is kept, and its inventory rows. Its agent's switch plans (`AgentEditing.switch`) list it and
 * put it back; `record` is theirs to read.
 */
export interface DisabledHook {
  /** Pass this (or any of `entries[].id`) to enable it. */
  id: string;
  kind: 'settings-handler' | 'hook-file';
  /** Where it is defined when on. */
  sourcePath: string;
  /** Where Hookyard keeps it while it is off. */
  storedPath: string;
  /** One row per agent that would run it, with status `disabled` and reason `disabled-by-hookyard`. */
  entries: HookEntry[];
  /** The id of the hook it stood before (null: it was the last, or its place is not kept). */
  nextHookId: string | null;
  /** When it was switched off, where the agent keeps that (orders what came after it). */
  disabledAt: string | null;
}

/**
 * The inventory rows of switched-off hooks, each standing before the hook that followed it. A
 * row whose id an agent-visible row took meanwhile falls back to an id of its own.
 */
export function placedDisabledRows(disabled: readonly DisabledHook[]): PlacedRow[] {
  return disabled.flatMap((hook) =>
    hook.entries.map((entry) => ({
      entry,
      before: hook.nextHookId,
      fallbackId: hookId(entry.agent, entry.sourcePath, `${entry.locator}\0${hook.id}`),
    })),
  );
}
