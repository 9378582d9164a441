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

  // The recorder Linux and macOS install: a shell and `cat`, against the floor of a bare
  // `sh -c 'cat > file'` and against the Node recorder (with NODE_EXTRA_CA_CERTS unset, as the
  // Node recorder was installed), all three interleaved in the same run.
  test('the shell recorder per event against `sh -c "cat > file"` and the Node recorder', async () => {
    const env = { PATH: process.env.PATH, HOME: root };
    const dataDir = path.join(root, 'shell-recorder');
    const floorFile = path.join(root, 'floor.json');
    const args = ['--agent', 'claude-code', '--data-dir', dataDir];
    const [floor = [], shell = [], node = []] = await interleaved(RUNS, [
      () => spawnOnce(['/bin/sh', '-c', `cat > '${floorFile}'`], env, stdin),
      () =>
        spawnOnce(
          ['/bin/sh', path.resolve(__dirname, '../../resources/shims/hookyard-record.sh'), ...args],
          env,
          stdin,
        ),
      () => spawnOnce([process.execPath, shim, ...args], env, stdin),
    ]);
    expect(fs.readdirSync(path.join(dataDir, 'spool', 'events')).length % RUNS).toBe(0);
    report(
      'audit shell recorder per event vs sh -c "cat > file"',
      median(shell),
      median(floor),
      'ms',
      '≤ 1.5x',
    );
    report(
      'audit shell recorder per event vs the Node recorder',
      median(shell),
      median(node),
      'ms',
    );
  });
});
