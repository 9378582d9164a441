import type { MessageKey } from '../i18n/catalogue-en';
import { msg } from '../i18n/translator';
import { matchesCombo, type KeyInput } from './key-combo';

/** How the help overlay groups the shortcuts, in display order. */
export const SHORTCUT_GROUPS = ['general', 'navigation', 'hooks', 'bench', 'approvals'] as const;
export type ShortcutGroup = (typeof SHORTCUT_GROUPS)[number];

export const SHORTCUT_GROUP_LABEL: Record<ShortcutGroup, MessageKey> = {
  general: msg('shortcuts.group.general'),
  navigation: msg('shortcuts.group.navigation'),
  hooks: msg('shortcuts.group.hooks'),
  bench: msg('shortcuts.group.bench'),
  approvals: msg('shortcuts.group.approvals'),
};

export interface ShortcutDefinition {
  id: string;
  /** Alternatives, each a combo: modifiers then the key, joined by `+` (`mod+k`, `alt+arrowup`, `?`). */
  keys: readonly string[];
  label: MessageKey;
  group: ShortcutGroup;
  /**
   * Matched app-wide by the keymap, which runs the command that names this shortcut. Otherwise the
   * focused widget handles it and the entry is listed for reference only.
   */
  global: boolean;
}

/**
 * Every keyboard shortcut of the app: the keymap matches the global ones and the help overlay
 * lists them all, so the two cannot drift apart. A screen adds its shortcuts here and names them
 * from its commands (`AppCommand.shortcut`).
 */
export const SHORTCUTS = [
  {
    id: 'palette',
    keys: ['mod+k'],
    label: msg('shortcuts.palette'),
    group: 'general',
    global: true,
  },
  { id: 'help', keys: ['?', 'f1'], label: msg('shortcuts.help'), group: 'general', global: true },
  { id: 'close', keys: ['escape'], label: msg('shortcuts.close'), group: 'general', global: false },
  // The editor dialogs listen for it themselves, wherever the focus is inside them (use-save-key.ts).
  { id: 'save', keys: ['mod+s'], label: msg('shortcuts.save'), group: 'general', global: false },
  {
    id: 'previous-scope',
    keys: ['alt+arrowup'],
    label: msg('shortcuts.previousScope'),
    group: 'navigation',
    global: true,
  },
  {
    id: 'next-scope',
    keys: ['alt+arrowdown'],
    label: msg('shortcuts.nextScope'),
    group: 'navigation',
    global: true,
  },
  {
    id: 'move',
    keys: ['arrowup', 'arrowdown', 'home', 'end'],
    label: msg('shortcuts.move'),
    group: 'navigation',
    global: false,
  },
  {
    id: 'add-workspace',
    keys: ['a'],
    label: msg('shortcuts.addWorkspace'),
    group: 'navigation',
    global: true,
  },
  { id: 'search', keys: ['/'], label: msg('shortcuts.search'), group: 'hooks', global: true },
  { id: 'open', keys: ['enter'], label: msg('shortcuts.open'), group: 'hooks', global: false },
  { id: 'rescan', keys: ['r'], label: msg('shortcuts.rescan'), group: 'hooks', global: true },
  { id: 'sources', keys: ['s'], label: msg('shortcuts.sources'), group: 'hooks', global: true },
  { id: 'run', keys: ['mod+enter'], label: msg('shortcuts.run'), group: 'bench', global: true },
  {
    id: 'cancel-run',
    keys: ['escape'],
    label: msg('shortcuts.cancelRun'),
    group: 'bench',
    global: false,
  },
  // The approvals inbox: keys of the focused request card (approval-list.tsx).
  {
    id: 'approval-approve',
    keys: ['a'],
    label: msg('shortcuts.approvalApprove'),
    group: 'approvals',
    global: false,
  },
  {
    id: 'approval-deny',
    keys: ['d'],
    label: msg('shortcuts.approvalDeny'),
    group: 'approvals',
    global: false,
  },
  {
    id: 'approval-edit',
    keys: ['e'],
    label: msg('shortcuts.approvalEdit'),
    group: 'approvals',
    global: false,
  },
  {
    id: 'approval-tick',
    keys: ['x'],
    label: msg('shortcuts.approvalTick'),
    group: 'approvals',
    global: false,
  },
  {
    id: 'approval-approve-ticked',
    keys: ['shift+a'],
    label: msg('shortcuts.approvalApproveTicked'),
    group: 'approvals',
    global: false,
  },
] as const satisfies readonly ShortcutDefinition[];

export type ShortcutId = (typeof SHORTCUTS)[number]['id'];

/** The definition of one shortcut; every id of the table has one. */
export function shortcutById(id: ShortcutId): ShortcutDefinition {
  return SHORTCUTS.find((shortcut) => shortcut.id === id) as ShortcutDefinition;
}

/** Whether a key press is one of the combos of this shortcut (global or not). */
export function matchesShortcut(id: ShortcutId, input: KeyInput, isMac: boolean): boolean {
  return shortcutById(id).keys.some((combo) => matchesCombo(combo, input, isMac));
}

/** The global shortcut a key press is, with the combo that matched; null if none. */
export function matchGlobalShortcut(
  input: KeyInput,
  isMac: boolean,
): { id: ShortcutId; combo: string } | null {
  for (const shortcut of SHORTCUTS) {
    if (!shortcut.global) continue;
    const combo = shortcut.keys.find((keys: string) => matchesCombo(keys, input, isMac));
    if (combo) return { id: shortcut.id, combo };
  }
  return null;
}
