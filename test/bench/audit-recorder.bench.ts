import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { median, report } from './bench-report';
import { CA_CONDITIONS, interleaved, spawnOnce } from './spawn-timing';

// The recorder shim runs once per agent event: its cost is a Node start plus a little. Measured
// against that floor, `node -e ''`, with and without NODE_EXTRA_CA_CERTS (which costs every
// Node start about 40 ms here). Node's child_process gives stdin as a socket pair, the shim's
// slower (stream) path; a shell pipe (a FIFO) takes its synchronous path.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-recorder-bench-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('the recorder shim', () => {
  const RUNS = 25;
  const shim = path.resolve(__dirname, '../../resources/shims/hookyard-record.js');
  const stdin = JSON.stringify({
    hook_event_name: 'PreToolUse',
    session_id: 's',
    tool_input: { command: 'x'.repeat(900) },
  });

  test.each(CA_CONDITIONS)('costs per event against `node -e ""` %s', async (label, extra) => {
    const env = { PATH: process.env.PATH, HOME: root, ...extra };
    const dataDir = path.join(root, 'recorder');
    const [floor = [], recorder = []] = await interleaved(RUNS, [
      () => spawnOnce([process.execPath, '-e', ''], env, stdin),
      () =>
        spawnOnce(
          [process.execPath, shim, '--agent', 'claude-code', '--data-dir', dataDir],
          env,
          stdin,
        ),
    ]);
    const lines = fs
      .readFileSync(path.join(dataDir, 'spool', 'claude-code.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(lines.length % RUNS).toBe(0);
    report(`audit recorder per event ${label}`, median(recorder), median(floor), 'ms', '≤ 1.3x');
  });
});
