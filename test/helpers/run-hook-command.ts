import { spawnSync } from 'node:child_process';

/**
 * Runs a hook's command the way both Codex and Gemini do (through a shell, in the session cwd)
 * with `payload` on stdin, and returns the process facts the agents' answer readers take.
 */
export function runHookCommand(
  command: string,
  payload: unknown,
  options: { cwd: string; env: NodeJS.ProcessEnv },
): { exitCode: number | null; stdout: string; stderr: string; timedOut: boolean } {
  const run = spawnSync('bash', ['-c', command], {
    cwd: options.cwd,
    env: options.env,
    input: JSON.stringify(payload),
    encoding: 'utf8',
    timeout: 30_000,
  });
  return {
    exitCode: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    timedOut: run.error !== undefined,
  };
}
