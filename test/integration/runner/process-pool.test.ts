import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';

import { ProcessPool } from '../../../electron/services/runner/process-pool';
import type { ProcessRequest } from '../../../electron/services/runner/run-process';
import { builtProcessHost } from '../../helpers/built-worker';
import {
  countMarked,
  killMarked,
  newMarker,
  processRequest,
  tempDir,
} from '../../unit/runner/hook-fixtures';

const { dir, cleanup } = tempDir('process-pool');
afterAll(cleanup);

let host: string;
beforeAll(async () => {
  host = await builtProcessHost();
});

// Pools of a test are let go after it, and what a failed test's hook left is killed.
const pools: ProcessPool[] = [];
const markers: string[] = [];
afterEach(async () => {
  for (const marker of markers.splice(0)) killMarked(marker);
  await Promise.all(pools.splice(0).map((pool) => pool.dispose()));
});

function pool(script: string | null, size = 1, idleMs?: number): ProcessPool {
  const made = new ProcessPool(script, size, idleMs);
  pools.push(made);
  return made;
}

/** A bash script run as a hook, its processes marked so that what is left of them is counted. */
function hook(script: string, more: Partial<ProcessRequest> = {}): ProcessRequest {
  const marker = newMarker();
  markers.push(marker);
  const request = processRequest(['bash', '-c', script], dir, more);
  return { ...request, env: { ...request.env, HOOKYARD_MARKER: marker } };
}

function markerOf(request: ProcessRequest): string {
  return request.env['HOOKYARD_MARKER'] as string;
}

/** Live marked processes, once SIGKILLed ones have had a moment to go (up to a second). */
async function leftovers(request: ProcessRequest): Promise<number> {
  for (let waited = 0; waited < 1_000; waited += 50) {
    if (countMarked(markerOf(request)) === 0) return 0;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return countMarked(markerOf(request));
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('process pool', () => {
  test('a hook runs in a host process, with its stdin bytes, output and exit code', async () => {
    const result = await pool(host).run(
      hook('echo "$PPID"; cat; exit 3', { stdin: new Uint8Array([0x68, 0xc3, 0xa9, 0x0a]) }),
    );
    const [parent, echoed] = result.stdout.text.split('\n');
    expect(Number(parent)).not.toBe(process.pid);
    expect(alive(Number(parent))).toBe(true);
    expect(echoed).toBe('hé');
    expect(result.exitCode).toBe(3);
    expect(result.spawnError).toBeNull();
    expect(result.pid).toBeGreaterThan(0);
  });

  test('without a host script, hooks start in this process', async () => {
    const result = await pool(null).run(hook('echo "$PPID"'));
    expect(Number(result.stdout.text)).toBe(process.pid);
  });

  test('a setsid child of a hook that exits is found and killed by the host', async () => {
    const request = hook('setsid sleep 300 > /dev/null 2>&1 < /dev/null & echo "{}"');
    const result = await pool(host).run(request);
    expect(result.stdout.text).toBe('{}\n');
    expect(result.leftoversKilled).toBe(true);
    expect(await leftovers(request)).toBe(0);
  });

  test('a timeout kills the hook and the grandchild it moved to its own session', async () => {
    const request = hook(
      '( setsid bash -c "sleep 300 & sleep 300" > /dev/null 2>&1 & ) ; sleep 300',
      { timeoutMs: 100 },
    );
    const result = await pool(host).run(request);
    expect(result.timedOut).toBe(true);
    expect(await leftovers(request)).toBe(0);
  });

  test('an AbortSignal reaches the host: the hook and its children are cancelled', async () => {
    const controller = new AbortController();
    const request = hook('(sleep 300 &) ; sleep 300', { signal: controller.signal });
    const pending = pool(host).run(request);
    setTimeout(() => controller.abort(), 200);
    const result = await pending;
    expect(result.cancelled).toBe(true);
    expect(result.timedOut).toBe(false);
    expect(await leftovers(request)).toBe(0);
  });

  test('live output and a spawn failure come back as from runProcess', async () => {
    const chunks: string[] = [];
    const processes = pool(host);
    const live = await processes.run(
      hook("printf 'h\\xc3'; sleep 0.05; printf '\\xa9llo'; echo oops >&2", {
        onChunk: (stream, text) => chunks.push(`${stream}:${text}`),
      }),
    );
    expect(live.stdout.text).toBe('héllo');
    expect(chunks.filter((chunk) => chunk.startsWith('stdout:')).join('')).toBe(
      'stdout:hstdout:éllo',
    );
    expect(chunks).toContain('stderr:oops\n');
    const missing = await processes.run({ ...hook(''), argv: ['hookyard-no-such-program'] });
    expect(missing.spawnError?.code).toBe('ENOENT');
  });

  test('runs at once spread over the hosts, which exit once idle', async () => {
    const processes = pool(host, 3, 200);
    const results = await Promise.all(
      [1, 2, 3].map(() => processes.run(hook('sleep 0.3; echo "$PPID"'))),
    );
    const hosts = new Set(results.map((result) => Number(result.stdout.text)));
    expect(hosts.size).toBe(3);
    // Idle for 200 ms, they exit (given a few seconds on a loaded machine).
    for (let waited = 0; waited < 5_000 && [...hosts].some(alive); waited += 100)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(processes.hostCount).toBe(0);
    expect([...hosts].filter(alive)).toEqual([]);
  });

  test('a host killed mid-run fails its run, and the hook it started is killed too', async () => {
    let hostPid = 0;
    const request = hook(
      'echo "$PPID"; setsid sleep 300 > /dev/null 2>&1 < /dev/null & sleep 300',
      {
        onChunk: (stream, text) => {
          if (stream !== 'stdout' || hostPid !== 0) return;
          hostPid = Number(text.trim());
          // Never this process (were the hook started here).
          if (hostPid !== process.pid) process.kill(hostPid, 'SIGKILL');
        },
      },
    );
    const processes = pool(host);
    const result = await processes.run(request);
    expect(hostPid).toBeGreaterThan(0);
    expect(result.spawnError?.code).toBe('process-host-failed');
    expect(await leftovers(request)).toBe(0);
    // The next run gets a new host.
    const next = await processes.run(hook('echo "$PPID"'));
    expect(Number(next.stdout.text)).not.toBe(hostPid);
    expect(Number(next.stdout.text)).not.toBe(process.pid);
  });

  test('a host that cannot start leaves its runs to this process', async () => {
    const processes = pool(`${dir}/no-such-host.js`);
    const first = await processes.run(hook('echo "$PPID"'));
    expect(first.spawnError).toBeNull();
    expect(Number(first.stdout.text)).toBe(process.pid);
    const second = await processes.run(hook('echo "$PPID"'));
    expect(Number(second.stdout.text)).toBe(process.pid);
    expect(processes.hostCount).toBe(0);
  });
});
