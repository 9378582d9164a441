import path from 'node:path';

import { CRASH_COMMANDS } from '../../electron/services/guards/crash-commands';
import type { GuardFailureMode } from '../../shared/schemas/agent-guards';

/** The file a crash guard leaves in its folder the moment the agent's shell starts it. */
export const GUARD_STARTED = 'guard-started';

/**
 * The drill's stand-in for `mode`, after a line that leaves GUARD_STARTED in `folder`: a guard
 * the agent skipped (untrusted, unmatched) would let the tool run too, so a fail-open check
 * proves first that the guard was started. The stand-in still fails the same way: the marker
 * is the shell starting, not the missing interpreter, and the exit code is the stand-in's.
 */
export function guardCommand(folder: string, mode: GuardFailureMode): string {
  return `touch ${JSON.stringify(path.join(folder, GUARD_STARTED))}; ${CRASH_COMMANDS[mode]}`;
}
