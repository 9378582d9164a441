import path from 'node:path';

import { commandEntryShims } from '../command-entry-shims';
import { CODEX_EVENTS } from './codex-events';

/**
 * The events Codex 0.169 fires in `codex exec` and the app-server (spec §3), so the ones it can
 * record: all of its events but the subagent and interrupt ones, which it lists and never fires.
 */
const NEVER_FIRED = new Set(['SubagentStart', 'SubagentStop', 'Interrupt']);
const CODEX_RECORDED_EVENTS = CODEX_EVENTS.filter((event) => !NEVER_FIRED.has(event));

/**
 * Codex's shims: groups in `<CODEX_HOME>/hooks.json` (user) or `<root>/.codex/hooks.json` (loaded
 * only when Codex trusts the project), `timeout` in seconds. Codex runs a non-managed hook only
 * once it is trusted in Codex at its current hash and skips it silently otherwise, so a fresh
 * install records and asks nothing until the user trusts it there (the install note says so).
 * The approver asks on PreToolUse, which `codex exec` and the interactive client both fire.
 * Codex fails open: a hook that cannot start or times out lets the tool run.
 */
export const codexShims = commandEntryShims({
  agent: 'codex',
  file: (ctx, root) =>
    root.kind === 'user'
      ? path.join(ctx.paths.codexHome, 'hooks.json')
      : path.join(root.root, '.codex', 'hooks.json'),
  recordedEvents: CODEX_RECORDED_EVENTS,
  defaultEvents: [
    'SessionStart',
    'UserPromptSubmit',
    'PreToolUse',
    'PermissionRequest',
    'PostToolUse',
    'Stop',
    'SessionEnd',
  ],
  approvalEvents: ['PreToolUse'],
  timeout: (seconds) => seconds,
});
