import type { GuardFailureMode } from '../../../shared/schemas/agent-guards';
import { DRILL_TIMEOUT_SEC } from '../../../shared/schemas/crash-run';
import type { HookRunSpec } from '../runner/hook-spec';
import { CRASH_COMMANDS } from './crash-commands';

/**
 * The spec of a guard "as if it crashed": its command is the stand-in for `mode`, everything else
 * (event, matcher, `if`, `onFailure`, scope, workspace) stays, so the agent's run dialect treats it
 * as the real guard. A settings handler keeps its fields but becomes a shell command (no `args`
 * exec form, no other shell); a hook file runs the stand-in through `sh -c`.
 */
export function crashSpec(spec: HookRunSpec, mode: GuardFailureMode): HookRunSpec {
  const command = CRASH_COMMANDS[mode];
  if (!spec.handler) return { ...spec, argv: ['sh', '-c', command] };
  const { args: _args, shell: _shell, url: _url, ...kept } = spec.handler;
  const timeout = mode === 'timeout' ? { timeout: DRILL_TIMEOUT_SEC } : {};
  return { ...spec, handler: { ...kept, type: 'command', command, ...timeout } };
}

/** The timeout the `timeout` stand-in runs under (the agent's own is 60–600 s); else none. */
export const crashTimeoutSec = (mode: GuardFailureMode): number | null =>
  mode === 'timeout' ? DRILL_TIMEOUT_SEC : null;
