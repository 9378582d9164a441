import fs from 'node:fs';
import path from 'node:path';

import { afterAll, afterEach, describe, expect, test } from 'vitest';

import { runProcess, type ProcessRequest } from '../../../electron/services/runner/run-process';
import {
  countMarked,
  killMarked,
  newMarker,
  processRequest,
  tempDir,
  writeScript,
} from '../../unit/runner/hook-fixtures';
import { codedText } from '../../../shared/i18n/coded-text';

const { dir, cleanup } = tempDir('hygiene');
afterAll(cleanup);

// A test that fails leaves its hook's processes running: they must not outlive it.
const markers: string[] = [];
afterEach(() => {
  for (const marker of markers.splice(0)) killMarked(marker);
});

function testMarker(): string {
  const marker = newMarker();
  markers.push(marker);
  return marker;
}

function request(argv: string[], more: Partial<ProcessRequest> = {}): ProcessRequest {
  return processRequest(argv, dir, more);
}

function marked(
  marker: string,
  script: string,
  more: Partial<ProcessRequest> = {},
): ProcessRequest {
  const base = request(['bash', '-c', script], more);
  return { ...base, env: { ...base.env, HOOKYARD_MARKER: marker } };
}

/** Counts what is left of a test's hook, and prints it so a run's log shows the figure. */
function leftovers(marker: string): number {
  const count = countMarked(marker);
  console.log(`leftover processes of ${expect.getState().currentTestName}: ${count}`);
  return count;
}

describe('process hygiene', () => {
  test('a hook that hangs is timed out and nothing of it is left', async () => {
    const marker = testMarker();
    const result = await runProcess(marked(marker, 'sleep 300', { timeoutMs: 50 }));
    expect(result.timedOut).toBe(true);
    expect(result.exitCode).toBeNull();
    expect(result.signal).toBe('SIGTERM');
    expect(leftovers(marker)).toBe(0);
  });

  test('a daemon forked into the background dies with the hook on timeout', async () => {
    const marker = testMarker();
    const result = await runProcess(
      marked(marker, '(sleep 300 &) ; sleep 300', { timeoutMs: 100 }),
    );
    expect(result.timedOut).toBe(true);
    expect(leftovers(marker)).toBe(0);
  });

  test('a setsid-less double fork stays in the group and is killed', async () => {
    const marker = testMarker();
    const script = '( ( sleep 300 > /dev/null 2>&1 & ) & ) ; sleep 300';
    const result = await runProcess(marked(marker, script, { timeoutMs: 100 }));
    expect(result.timedOut).toBe(true);
    expect(leftovers(marker)).toBe(0);
  });

  test('a hook that exits but leaves a daemon holding stdout ends after the pipe grace, daemon killed', async () => {
    const marker = testMarker();
    const result = await runProcess(
      marked(marker, '(sleep 300 &) ; echo "{}"', { closeGraceMs: 300 }),
    );
    expect(result.timedOut).toBe(false);
    expect(result.exitCode).toBe(0);
    expect(result.stdout.text).toBe('{}\n');
    expect(result.leftoversKilled).toBe(true);
    expect(result.durationMs).toBeLessThan(3_000);
    expect(leftovers(marker)).toBe(0);
  });

  test('a setsid child of a hook that exits is killed with it', async () => {
    const marker = testMarker();
    const script = 'setsid sleep 300 > /dev/null 2>&1 < /dev/null & echo "{}"';
    const result = await runProcess(marked(marker, script));
    const left = leftovers(marker);
    expect(result.exitCode).toBe(0);
    expect(result.stdout.text).toBe('{}\n');
    expect(result.leftoversKilled).toBe(true);
    expect(left).toBe(0);
  });

  test('a setsid grandchild dies with a hook that times out', async () => {
    const marker = testMarker();
    const script = '( setsid bash -c "sleep 300 & sleep 300" > /dev/null 2>&1 & ) ; sleep 300';
    const result = await runProcess(marked(marker, script, { timeoutMs: 100 }));
    const left = leftovers(marker);
    expect(result.timedOut).toBe(true);
    expect(left).toBe(0);
  });

  test('a hook that keeps forking setsid children until its timeout leaves none of them', async () => {
    const marker = testMarker();
    const script = 'while :; do setsid sleep 300 > /dev/null 2>&1 < /dev/null & done';
    const result = await runProcess(marked(marker, script, { timeoutMs: 300 }));
    const left = leftovers(marker);
    expect(result.timedOut).toBe(true);
    expect(left).toBe(0);
  });

  test('200 timeouts in a row leave no process behind', async () => {
    const marker = testMarker();
    const script = '(sleep 300 &) ; sleep 300';
    const batches = Array.from({ length: 20 }, () =>
      Array.from({ length: 10 }, () => marked(marker, script, { timeoutMs: 50 })),
    );
    let timedOut = 0;
    for (const batch of batches) {
      const results = await Promise.all(batch.map((r) => runProcess(r)));
      timedOut += results.filter((r) => r.timedOut).length;
    }
    expect(timedOut).toBe(200);
    expect(leftovers(marker)).toBe(0);
  });

  test('a hook printing a gigabyte keeps memory bounded and records the cap', async () => {
    const before = process.memoryUsage().rss;
    const result = await runProcess(
      request(['bash', '-c', 'yes | head -c 1G'], { timeoutMs: 60_000 }),
    );
    const grown = process.memoryUsage().rss - before;
    expect(result.exitCode).toBe(0);
    expect(result.stdout.totalBytes).toBe(1024 ** 3);
    expect(result.stdout.truncated).toBe(true);
    expect(result.stdout.omittedBytes).toBe(1024 ** 3 - 1024 * 1024);
    expect(result.stdout.text.startsWith('y\ny\n')).toBe(true);
    expect(result.stdout.text).toContain('bytes omitted');
    expect(grown).toBeLessThan(200 * 1024 * 1024);
  });

  test('invalid UTF-8 is kept exactly in base64 next to a lossy text', async () => {
    const result = await runProcess(request(['bash', '-c', "printf '\\xff\\xfe{}'"]));
    expect(result.stdout.text).toBe('\uFFFD\uFFFD{}');
    expect(Buffer.from(result.stdout.rawBase64?.head ?? '', 'base64')).toEqual(
      Buffer.from([0xff, 0xfe, 0x7b, 0x7d]),
    );
  });

  test('a hook that kills itself with SIGKILL reports the signal', async () => {
    const result = await runProcess(request(['bash', '-c', 'echo partial; kill -9 $$']));
    expect(result.exitCode).toBeNull();
    expect(result.signal).toBe('SIGKILL');
    expect(result.timedOut).toBe(false);
    expect(result.stdout.text).toBe('partial\n');
  });

  test('a hook that closes stdin without reading a large payload is not an error', async () => {
    const big = JSON.stringify({ blob: 'x'.repeat(4 * 1024 * 1024) });
    const result = await runProcess(
      request(['bash', '-c', 'exec 0<&-; echo "{}"'], { stdin: big }),
    );
    expect(result.spawnError).toBeNull();
    expect(result.exitCode).toBe(0);
    expect(result.stdout.text).toBe('{}\n');
  });

  test('a script whose shebang names a missing interpreter is a spawn failure naming it', async () => {
    const file = path.join(dir, 'missing-interp');
    fs.writeFileSync(file, '#!/nonexistent/hookyard-interp\necho hi\n', { mode: 0o755 });
    const result = await runProcess(request([file]));
    expect(result.spawnError?.code).toBe('ENOENT');
    expect(result.spawnError?.fix).toEqual(
      codedText('run.fix-install-interpreter', { interpreter: '/nonexistent/hookyard-interp' }),
    );
    expect(result.pid).toBeNull();
  });

  test('a script without the executable bit is an EACCES spawn failure with a fix', async () => {
    const file = writeScript(dir, 'not-executable', 'echo hi', 0o644);
    const result = await runProcess(request([file]));
    expect(result.spawnError?.code).toBe('EACCES');
    expect(result.spawnError?.fix).toEqual(codedText('run.fix-make-executable', { program: file }));
  });

  test('a program missing from PATH is a spawn failure', async () => {
    const result = await runProcess(request(['hookyard-no-such-program']));
    expect(result.spawnError?.code).toBe('ENOENT');
    expect(result.spawnError?.message.key).toBe('run.start-not-on-path');
  });

  test('a missing working directory is named as such', async () => {
    const result = await runProcess(
      request(['bash', '-c', 'true'], { cwd: path.join(dir, 'gone') }),
    );
    expect(result.spawnError?.code).toBe('cwd-missing');
  });

  test('an AbortSignal cancels the hook and its children', async () => {
    const marker = testMarker();
    const controller = new AbortController();
    const pending = runProcess(
      marked(marker, '(sleep 300 &) ; sleep 300', { signal: controller.signal }),
    );
    setTimeout(() => controller.abort(), 100);
    const result = await pending;
    expect(result.cancelled).toBe(true);
    expect(result.timedOut).toBe(false);
    expect(leftovers(marker)).toBe(0);
  });

  test('a hook ignoring SIGTERM gets SIGKILL after the grace period', async () => {
    const marker = testMarker();
    const result = await runProcess(
      marked(marker, "trap '' TERM; while :; do sleep 0.05; done", {
        timeoutMs: 50,
        killGraceMs: 100,
      }),
    );
    expect(result.timedOut).toBe(true);
    expect(result.signal).toBe('SIGKILL');
    expect(leftovers(marker)).toBe(0);
  });

  test('live output reaches the listener, decoded across chunk boundaries', async () => {
    const chunks: string[] = [];
    const result = await runProcess(
      request(['bash', '-c', "printf 'h\\xc3'; sleep 0.05; printf '\\xa9llo'; echo oops >&2"], {
        onChunk: (stream, text) => chunks.push(`${stream}:${text}`),
      }),
    );
    expect(result.stdout.text).toBe('héllo');
    expect(
      chunks
        .filter((c) => c.startsWith('stdout:'))
        .map((c) => c.slice(7))
        .join(''),
    ).toBe('héllo');
    expect(chunks).toContain('stderr:oops\n');
  });
});
