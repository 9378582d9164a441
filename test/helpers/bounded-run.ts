import { spawn } from 'node:child_process';

export interface BoundedRun {
  stdout: string;
  stderr: string;
  status: number | null;
  timedOut: boolean;
}

/**
 * Runs an agent CLI in its own process group with stdin closed, and kills the whole group
 * after `timeoutMs`: Codex retries a failing model request five times and a Stop hook that
 * always blocks loops for ever, so no real-client test may wait on the CLI alone.
 * Asynchronous, so a hook that calls back into the test process (the approvals bridge) is answered.
 */
export function runBounded(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<BoundedRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid) process.kill(-child.pid, 'SIGKILL');
    }, options.timeoutMs);
    child.on('error', reject);
    child.on('close', (status) => {
      clearTimeout(timer);
      resolve({ stdout, stderr, status, timedOut });
    });
  });
}
