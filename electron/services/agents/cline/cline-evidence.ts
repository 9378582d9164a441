import type { AgentEvidence } from '../evidence';

/**
 * Both Cline runtimes run the same hook file; which one ran it is told by the payload's shape
 * (the audit spool mapper resolves `cline` by `hookName`: SDK names from the CLI, file names
 * from the VS Code extension; spec/cline.md §5), so the surface is the runtime itself.
 */
export function clineEvidence(surface: string): AgentEvidence {
  return {
    watchFacts: {
      // CLINE_VERSION is the only version hint (spec/cline.md §5.1: `clineVersion` is taken from
      // it, and nothing in the CLI sets it); the payload names the task and the hook.
      env: ['CLINE_VERSION', 'CLINE_BUILD_ENV'],
      payloadKeys: ['hookName', 'taskId', 'clineVersion', 'cwd'],
    },
    surfaceOf: () => surface,
    // Cline reads a hook's answer from its JSON, not its exit code: any exit but 0 is an error.
    outcomeOf: (exitCode, signal) => (signal === null && exitCode === 0 ? 'success' : 'error'),
  };
}
