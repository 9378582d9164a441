import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { importAll } from '../../../electron/services/history/ingest/import-runner';
import {
  isRecordingPaused,
  setRecordingPaused,
} from '../../../electron/services/history/recording-pause';
import { SELF_RUN_ENV } from '../../../electron/services/runner/self-run-marks';
import { openTestStore, tempDir } from '../../unit/history/history-test-kit';

const SHIM = path.resolve(__dirname, '../../../resources/shims/hookyard-record.js');

interface ShimRun {
  code: number | null;
  stdout: string;
  stderr: string;
  ms: number;
}

/**
 * Runs the recorder as an agent does: a child process, payload on stdin (null: never closed; a
 * number: that file descriptor as stdin).
 */
function runShim(
  args: string[],
  stdin: string | null | number,
  command: string[] = [process.execPath, SHIM],
  extraEnv: Record<string, string> = {},
): Promise<ShimRun> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const child = spawn(command[0] as string, [...command.slice(1), ...args], {
      env: { PATH: process.env.PATH, ...extraEnv },
      stdio: [typeof stdin === 'number' ? stdin : 'pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      child.stdin?.destroy();
      resolve({ code, stdout, stderr, ms: performance.now() - started });
    });
    if (typeof stdin === 'string') child.stdin?.end(stdin);
  });
}

function spoolLines(dataDir: string, agent: string): Record<string, unknown>[] {
  const text = fs.readFileSync(path.join(dataDir, 'spool', `${agent}.jsonl`), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

describe('the recorder shim', () => {
  test('spools a Claude Code payload as one line, prints nothing and exits 0', async () => {
    const dataDir = tempDir();
    const payload = {
      hook_event_name: 'PreToolUse',
      session_id: 's1',
      tool_name: 'Bash',
      tool_input: { command: 'ls' },
    };
    const run = await runShim(
      ['--agent', 'claude-code', '--data-dir', dataDir],
      JSON.stringify(payload),
    );
    expect(run).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const [line] = spoolLines(dataDir, 'claude-code');
    expect(line).toMatchObject({
      v: 1,
      agent: 'claude-code',
      payload,
      stdinBytes: JSON.stringify(payload).length,
    });
    expect(Date.parse(line?.ts as string)).not.toBeNaN();
  });

  test('answers `{}` where a Cline runtime parses stdout as JSON', async () => {
    const dataDir = tempDir();
    for (const agent of ['cline-vscode', 'cline']) {
      const run = await runShim(
        ['--agent', agent, '--data-dir', dataDir],
        '{"hookName":"PreToolUse"}',
      );
      expect(run).toMatchObject({ code: 0, stdout: '{}' });
    }
    expect((await runShim(['--agent', 'cline-cli', '--data-dir', dataDir], '{}')).stdout).toBe('');
  });

  test('records an event whose stdin is empty, as a detached Cline hook at exit gets it', async () => {
    const dataDir = tempDir();
    const run = await runShim(
      ['--agent', 'cline', '--event', 'SessionShutdown', '--data-dir', dataDir],
      '',
    );
    expect(run.code).toBe(0);
    expect(spoolLines(dataDir, 'cline')).toEqual([
      expect.objectContaining({ event: 'SessionShutdown', payload: null, stdinBytes: 0 }),
    ]);
  });

  test('keeps every line whole when many agents record at once', async () => {
    const dataDir = tempDir();
    const runs = Array.from({ length: 16 }, (_, i) =>
      runShim(
        ['--agent', 'claude-code', '--data-dir', dataDir],
        JSON.stringify({ n: i, pad: String(i % 10).repeat(200_000) }),
      ),
    );
    expect((await Promise.all(runs)).map((run) => run.code)).toEqual(Array(16).fill(0));
    const lines = spoolLines(dataDir, 'claude-code');
    expect(lines.map((line) => (line.payload as { n: number }).n).sort((a, b) => a - b)).toEqual([
      ...Array(16).keys(),
    ]);
    for (const line of lines) {
      const { n, pad } = line.payload as { n: number; pad: string };
      expect(pad).toBe(String(n % 10).repeat(200_000));
    }
  });

  test('still exits 0 at once when the data dir cannot be written or the disk is full', async () => {
    const root = tempDir();
    fs.writeFileSync(path.join(root, 'a-file'), '');
    const blocked = await runShim(
      ['--agent', 'cline-vscode', '--data-dir', path.join(root, 'a-file', 'data')],
      '{}',
    );
    expect(blocked).toMatchObject({ code: 0, stdout: '{}', stderr: '' });
    expect(blocked.ms).toBeLessThan(2_000);
    fs.mkdirSync(path.join(root, 'full', 'spool'), { recursive: true });
    fs.symlinkSync('/dev/full', path.join(root, 'full', 'spool', 'claude-code.jsonl'));
    const full = await runShim(
      ['--agent', 'claude-code', '--data-dir', path.join(root, 'full')],
      '{"a":1}',
    );
    expect(full).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const nowhere = await runShim(['--agent', 'claude-code'], '{}');
    expect(nowhere).toMatchObject({ code: 0, stdout: '' });
  });

  test('gives up on a stdin that never closes and exits 0 within seconds', async () => {
    const dataDir = tempDir();
    const run = await runShim(['--agent', 'claude-code', '--data-dir', dataDir], null);
    expect(run.code).toBe(0);
    expect(run.ms).toBeLessThan(6_000);
    expect(spoolLines(dataDir, 'claude-code')).toHaveLength(1);
  });

  test('reads a real pipe synchronously and stops waiting when its writer never closes', async () => {
    const dataDir = tempDir();
    const fifo = path.join(dataDir, 'stdin');
    execFileSync('mkfifo', [fifo]);
    // Opened for reading and writing: the write end stays open in this process.
    const fd = fs.openSync(fifo, fs.constants.O_RDWR);
    try {
      fs.writeSync(fd, '{"hook_event_name":"Stop","session_id":"fifo"}');
      const run = await runShim(['--agent', 'claude-code', '--data-dir', dataDir], fd);
      expect(run.code).toBe(0);
      expect(run.ms).toBeLessThan(6_000);
    } finally {
      fs.closeSync(fd);
    }
    expect(spoolLines(dataDir, 'claude-code')).toEqual([
      expect.objectContaining({ payload: { hook_event_name: 'Stop', session_id: 'fifo' } }),
    ]);
  });

  test('runs by itself through its shebang, and its lines import as agent events', async () => {
    expect(() => fs.accessSync(SHIM, fs.constants.X_OK)).not.toThrow();
    const root = tempDir();
    const dataDir = path.join(root, 'data');
    const payload = {
      hook_event_name: 'UserPromptSubmit',
      session_id: 's9',
      cwd: '/w',
      prompt: 'deploy it',
    };
    const run = await runShim(
      ['--agent', 'claude-code', '--data-dir', dataDir],
      JSON.stringify(payload),
      [SHIM],
    );
    expect(run.code).toBe(0);
    const store = openTestStore({ dataDir });
    await importAll(store, {
      claudeProjectsDir: path.join(root, 'none'),
      clineHooksLog: path.join(root, 'none.jsonl'),
      spoolDir: path.join(dataDir, 'spool'),
    });
    const page = store.query({ filter: { text: 'deploy' }, cursor: null, limit: 5, order: 'desc' });
    expect(page.entries).toEqual([
      expect.objectContaining({
        source: 'recorder',
        event: 'UserPromptSubmit',
        sessionId: 's9',
        workspace: '/w',
      }),
    ]);
  });

  test('records nothing while recording is paused, still answering, and records again once resumed', async () => {
    const dataDir = tempDir();
    const args = ['--agent', 'cline', '--data-dir', dataDir];
    setRecordingPaused(dataDir, true);
    expect(isRecordingPaused(dataDir)).toBe(true);
    const paused = await runShim(args, '{"hookName":"PreToolUse","n":1}');
    expect(paused).toMatchObject({ code: 0, stdout: '{}' });
    expect(fs.existsSync(path.join(dataDir, 'spool', 'cline.jsonl'))).toBe(false);

    setRecordingPaused(dataDir, false);
    expect(isRecordingPaused(dataDir)).toBe(false);
    await runShim(args, '{"hookName":"PreToolUse","n":2}');
    expect(spoolLines(dataDir, 'cline').map((line) => (line.payload as { n: number }).n)).toEqual([
      2,
    ]);
  });

  test('records nothing of a run Hookyard started itself, still answering', async () => {
    const dataDir = tempDir();
    const args = ['--agent', 'cline', '--data-dir', dataDir];
    const selfRun = await runShim(args, '{"hookName":"PreToolUse","n":1}', undefined, {
      [SELF_RUN_ENV]: '1',
    });
    expect(selfRun).toMatchObject({ code: 0, stdout: '{}' });
    expect(fs.existsSync(path.join(dataDir, 'spool', 'cline.jsonl'))).toBe(false);

    await runShim(args, '{"hookName":"PreToolUse","n":2}');
    expect(spoolLines(dataDir, 'cline').map((line) => (line.payload as { n: number }).n)).toEqual([
      2,
    ]);
  });
});
