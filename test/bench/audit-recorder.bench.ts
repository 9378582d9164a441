import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { median, report } from './bench-report';

// The recorder shim runs once per agent event: its cost is a Node start plus a little. Measured
// against that floor, `node -e ''`, with and without NODE_EXTRA_CA_CERTS (which costs every
// Node start about 40 ms here). Node's child_process gives stdin as a socket pair, the shim's
// slower (stream) path; a shell pipe (a FIFO) takes its synchronous path.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-recorder-bench-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** Spawns `argv` with a 1 KB payload on stdin and waits for it to exit; returns milliseconds. */
function spawnOnce(argv: string[], env: NodeJS.ProcessEnv, stdin: string): Promise<number> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(argv[0] as string, argv.slice(1), {
      env,
      stdio: ['pipe', 'ignore', 'ignore'],
    });
    child.on('error', reject);
    child.on('close', () => resolve(performance.now() - started));
    child.stdin.on('error', () => undefined);
    child.stdin.end(stdin);
  });
}

describe('the recorder shim', () => {
  const RUNS = 25;
  const shim = path.resolve(__dirname, '../../resources/shims/hookyard-record.js');
  const stdin = JSON.stringify({
    hook_event_name: 'PreToolUse',
    session_id: 's',
    tool_input: { command: 'x'.repeat(900) },
  });
  const certs = process.env.NODE_EXTRA_CA_CERTS ?? '/etc/ssl/certs/ca-certificates.crt';

  test.each([
    ['without NODE_EXTRA_CA_CERTS', {}],
    ['with NODE_EXTRA_CA_CERTS', { NODE_EXTRA_CA_CERTS: certs }],
  ])('costs per event against `node -e ""` %s', async (label, extra) => {
    const env = { PATH: process.env.PATH, HOME: root, ...extra };
    const dataDir = path.join(root, 'recorder');
    const floor: number[] = [];
    const recorder: number[] = [];
    // Interleaved, so that a noisy neighbour slows both alike.
    for (let i = 0; i < RUNS; i++) {
      floor.push(await spawnOnce([process.execPath, '-e', ''], env, stdin));
      recorder.push(
        await spawnOnce(
          [process.execPath, shim, '--agent', 'claude-code', '--data-dir', dataDir],
          env,
          stdin,
        ),
      );
    }
    const lines = fs
      .readFileSync(path.join(dataDir, 'spool', 'claude-code.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(lines.length % RUNS).toBe(0);
    report(`audit recorder per event ${label}`, median(recorder), median(floor), 'ms', '≤ 1.3x');
  });
});
