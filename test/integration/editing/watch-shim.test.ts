import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, test } from 'vitest';

// The watch half of the workspace shim changes nothing the agent sees: the same stdout, stderr
// and exit as the hook run directly; and it writes down each run, including one that cannot start.
const SHIM = path.resolve('resources/shims/hookyard-workspace-shim.js');
let root: string;
let spool: string;
let record: string;
beforeEach(() => {
  root = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-watch-')));
  spool = path.join(root, 'spool', 'watched.jsonl');
  record = path.join(root, 'record.json');
  fs.writeFileSync(
    record,
    JSON.stringify({
      id: 'w1',
      workspaces: null,
      watch: {
        since: new Date().toISOString(),
        spool,
        hook: 'the hook',
        event: 'PreToolUse',
        env: ['CLAUDE_CODE_ENTRYPOINT'],
        payloadKeys: ['session_id', 'tool_name'],
      },
    }),
  );
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const ENV = { PATH: process.env.PATH, CLAUDE_CODE_ENTRYPOINT: 'cli' };

function run(argv: string[], input: string) {
  return spawnSync(process.execPath, [SHIM, 'claude-code', record, ...argv], {
    input,
    cwd: root,
    env: ENV,
    encoding: 'utf8',
  });
}

function lines(): Array<Record<string, unknown>> {
  return fs
    .readFileSync(spool, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('a watched hook through the workspace shim', () => {
  test('answers exactly as the hook does, and records exit, sizes and the facts named', () => {
    const hook = ['bash', '-c', 'cat; echo "to stderr" >&2; exit 3'];
    const payload = JSON.stringify({ session_id: 's1', tool_name: 'Bash', secret: 'x' });
    const direct = spawnSync(hook[0]!, hook.slice(1), {
      input: payload,
      cwd: root,
      env: ENV,
      encoding: 'utf8',
    });
    const shimmed = run(hook, payload);
    expect([shimmed.stdout, shimmed.stderr, shimmed.status]).toEqual([
      direct.stdout,
      direct.stderr,
      direct.status,
    ]);
    expect(lines()).toEqual([
      expect.objectContaining({
        kind: 'hook-run',
        adoption: 'w1',
        exitCode: 3,
        signal: null,
        stdinBytes: payload.length,
        stdoutBytes: payload.length,
        stderrBytes: Buffer.byteLength(direct.stderr),
        env: { CLAUDE_CODE_ENTRYPOINT: 'cli' },
        payload: { session_id: 's1', tool_name: 'Bash' },
      }),
    ]);
  });

  test('ends by the signal that ended the hook, and records it', () => {
    const shimmed = run(['bash', '-c', 'kill -TERM $$'], '{}');
    expect(shimmed.signal).toBe('SIGTERM');
    expect(lines()[0]).toMatchObject({ exitCode: null, signal: 'SIGTERM' });
  });

  test('records a hook that cannot start, exiting 127 as before', () => {
    const shimmed = run([path.join(root, 'missing-interpreter')], '{}');
    expect(shimmed.status).toBe(127);
    expect(lines()[0]).toMatchObject({ exitCode: 127, spawnError: 'ENOENT' });
  });
});
