import type { GuardFailureMode } from '../../../shared/schemas/agent-guards';

/**
 * A shell command that fails the way `mode` names, in place of the guard: the same event, payload
 * and run dialect see a guard that cannot start (an interpreter that does not exist: the shell
 * answers 127), outlives its timeout, crashes (exit 1, like an uncaught exception) or prints a
 * JSON answer that does not parse. The real-client tests run the agents with these too.
 */
export const CRASH_COMMANDS: Record<GuardFailureMode, string> = {
  'cannot-start': '/nonexistent-hookyard-interpreter/python3 guard.py',
  timeout: 'sleep 30',
  'bad-exit': 'echo "Traceback (most recent call last): guard crashed" >&2; exit 1',
  'invalid-json': `echo '{ "decision": "block", not json'`,
};
