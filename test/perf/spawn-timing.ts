import { spawn } from 'node:child_process';

/** The CA bundle for "with NODE_EXTRA_CA_CERTS" runs: the environment's own, else Debian's. */
export const CA_BUNDLE = process.env.NODE_EXTRA_CA_CERTS ?? '/etc/ssl/certs/ca-certificates.crt';

/** The two start-up conditions every Node-based hook is measured in (TOOLCHAIN.md). */
export const CA_CONDITIONS: Array<[string, Record<string, string>]> = [
  ['without NODE_EXTRA_CA_CERTS', {}],
  ['with NODE_EXTRA_CA_CERTS', { NODE_EXTRA_CA_CERTS: CA_BUNDLE }],
];

/**
 * Spawns `argv` as an agent runs a hook (payload on stdin, stdout read from a pipe and dropped)
 * and waits for it to exit; returns milliseconds. A pipe, not /dev/null: what a Node hook pays to
 * write to the agent's pipe is part of its cost.
 */
export function spawnOnce(
  argv: string[],
  env: NodeJS.ProcessEnv,
  stdin: string,
  cwd?: string,
): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0] as string, argv.slice(1), {
      env,
      cwd,
      stdio: ['pipe', 'pipe', 'ignore'],
    });
    child.stdout.resume();
    child.on('error', reject);
    child.on('close', () => resolve(performance.now() - started));
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
  });
}

/**
 * Times each contender `runs` times, interleaved (one of each per round), so that a noisy
 * neighbour slows them all alike; returns the milliseconds per contender, in order.
 */
export async function interleaved(
  runs: number,
  contenders: Array<() => Promise<number>>,
): Promise<number[][]> {
  const times = contenders.map(() => [] as number[]);
  for (let round = 0; round < runs; round++) {
    for (const [index, contender] of contenders.entries()) {
      times[index]?.push(await contender());
    }
  }
  return times;
}
