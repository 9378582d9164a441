import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';
import type { HookEntry } from '../../../../shared/schemas/hook';

/** Why a hook's switch is not offered. */
export type SwitchBlock =
  | 'managed'
  | 'plugin'
  | 'frontmatter'
  | 'ignored'
  | 'never-runs'
  | 'off-by-setting'
  | 'shared-name';

/**
 * A hook's switch: on, off (Hookyard switched it off, or its agent's own switch keeps it off),
 * or not offered, and why.
 */
export type SwitchState = { kind: 'on' } | { kind: 'off' } | { kind: 'blocked'; why: SwitchBlock };

const EDITABLE_SCOPES = new Set<HookEntry['scope']>(['user', 'workspace', 'local']);

/** Whether Hookyard switched this hook off (it then lives in Hookyard's keeping). */
export const isOffByHookyard = (hook: HookEntry): boolean =>
  hook.status === 'disabled' && hook.reason.key === 'reason.disabled-by-hookyard';

/** Whether the hook's agent keeps it off with its own per-hook switch (Codex, Gemini). */
const isOffByOwnSwitch = (hook: HookEntry, agent: AgentCapabilities | null): boolean =>
  hook.status === 'disabled' && (agent?.switchedOffReasonKeys.includes(hook.reason.key) ?? false);

/**
 * What the switch of a hook row can do. Hooks of managed policy, plugins and skill or agent
 * frontmatter are not Hookyard's to change; ignored and never-running rows have nothing to
 * switch; a hook turned off by a setting (`disableAllHooks`…) is off for that reason, not by a
 * switch. `agent` (the hook's agent's capabilities) names the reasons of its own switch.
 */
export function switchStateOf(hook: HookEntry, agent: AgentCapabilities | null): SwitchState {
  if (hook.scope === 'managed') return { kind: 'blocked', why: 'managed' };
  if (hook.scope === 'plugin') return { kind: 'blocked', why: 'plugin' };
  if (!EDITABLE_SCOPES.has(hook.scope)) return { kind: 'blocked', why: 'frontmatter' };
  if (hook.notes.some((note) => agent?.switchBlockingNoteKeys.includes(note.key)))
    return { kind: 'blocked', why: 'shared-name' };
  if (isOffByHookyard(hook) || isOffByOwnSwitch(hook, agent)) return { kind: 'off' };
  if (hook.status === 'ignored') return { kind: 'blocked', why: 'ignored' };
  if (hook.status === 'never-runs') return { kind: 'blocked', why: 'never-runs' };
  if (hook.status === 'disabled') return { kind: 'blocked', why: 'off-by-setting' };
  return { kind: 'on' };
}

/** Whether the editor may open the hook's script: a hook file, or a command that may run one. */
export function canEditScript(hook: HookEntry): boolean {
  return (
    EDITABLE_SCOPES.has(hook.scope) &&
    (hook.handler.type === 'file' || hook.handler.type === 'command')
  );
}

/**
 * Whether the hook can go to the trash: its agent's hooks can (a switched-off one is switched on
 * first).
 */
export function canDelete(hook: HookEntry, agent: AgentCapabilities | null): boolean {
  return agent?.trashes === true && EDITABLE_SCOPES.has(hook.scope) && !isOffByHookyard(hook);
}

/**
 * Whether a user-level hook can be switched per workspace: the workspace shim wraps a Claude Code
 * command or a Cline hook file that runs now (the service refuses the rest with a reason).
 */
export function canAdopt(hook: HookEntry): boolean {
  return (
    hook.scope === 'user' &&
    hook.status === 'active' &&
    (hook.handler.type === 'command' || hook.handler.type === 'file')
  );
}

/** Whether the JSON editor may open the hook's settings entry (its agent's entries are editable, and it is on disk now). */
export function canEditEntry(hook: HookEntry, agent: AgentCapabilities | null): boolean {
  return (
    agent?.editsEntries === true &&
    EDITABLE_SCOPES.has(hook.scope) &&
    hook.position !== null &&
    !isOffByHookyard(hook)
  );
}
