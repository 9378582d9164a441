import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { importAll } from '../../../electron/services/history/ingest/import-runner';
import { emptyTally } from '../../../electron/services/history/ingest/ingest-file';
import {
  importSpoolEvents,
  parseEventFile,
} from '../../../electron/services/history/ingest/spool-events';
import { setRecordingPaused } from '../../../electron/services/history/recording-pause';
import { SELF_RUN_ENV } from '../../../electron/services/runner/self-run-marks';
import { openTestStore, tempDir } from '../../unit/history/history-test-kit';

const SHELL = path.resolve(__dirname, '../../../resources/shims/hookyard-record.sh');

/**
 * Runs the shell recorder as an agent does: /bin/sh, payload on stdin. `keepOpen`: stdin is
 * written but never closed (until the recorder has exited), as a misbehaving agent would.
 * `setup`: shell commands run first, in the process that then becomes the recorder (a limit, a
 * umask the agent passes on).
 */
function runShell(
  args: string[],
  stdin: string,
  env: Record<string, string> = {},
  keepOpen = false,
  setup = '',
): Promise<{ code: number | null; signal: string | null; stdout: string; stderr: string }> {
  const launch = setup ? ['-c', `${setup}; exec /bin/sh "$0" "$@"`, SHELL] : [SHELL];
  return new Promise((resolve, reject) => {
    const child = spawn('/bin/sh', [...launch, ...args], {
      env: { PATH: process.env.PATH, ...env },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      child.stdin.destroy();
      resolve({ code, signal, stdout, stderr });
    });
    child.stdin.on('error', () => undefined);
    if (keepOpen) child.stdin.write(stdin);
    else child.stdin.end(stdin);
  });
}

/** The finished events of the spool, as the import reads them. */
function events(dataDir: string): Record<string, unknown>[] {
  const dir = path.join(dataDir, 'spool', 'events');
  const names = fs.existsSync(dir)
    ? fs.readdirSync(dir).filter((name) => name.endsWith('.event'))
    : [];
  return names.map(
    (name) => parseEventFile(fs.readFileSync(path.join(dir, name)), 0) as Record<string, unknown>,
  );
}

describe('the shell recorder', () => {
  test('spools a Claude Code payload as one event, prints nothing and exits 0', async () => {
    const dataDir = tempDir();
    const payload = {
      hook_event_name: 'PreToolUse',
      session_id: 's1',
      tool_input: { command: 'ls "a b"' },
    };
    const run = await runShell(
      ['--agent', 'claude-code', '--data-dir', dataDir],
      JSON.stringify(payload),
      {
        CLAUDE_PROJECT_DIR: '/p',
      },
    );
    expect(run).toMatchObject({ code: 0, stdout: '', stderr: '' });
    await expect
      .poll(() => events(dataDir))
      .toEqual([
        expect.objectContaining({
          agent: 'claude-code',
          payload,
          env: { CLAUDE_PROJECT_DIR: '/p' },
          stdinBytes: JSON.stringify(payload).length,
        }),
      ]);
  });

  test('keeps a folder or variable holding newlines and backslashes whole, and the payload apart from them', async () => {
    // A blank line in a header value would end the header there, and the payload would be lost
    // in the header's rest.
    const dir = path.join(tempDir(), 'a\n\nb\\n c\\');
    fs.mkdirSync(dir);
    const dataDir = tempDir();
    const payload = { hook_event_name: 'Stop', session_id: 's2' };
    await runShell(
      ['--agent', 'claude-code', '--event', 'Stop\n', '--data-dir', dataDir],
      JSON.stringify(payload),
      { WEIRD_DIR: dir, CLAUDE_PROJECT_DIR: `${dir}\n` },
      false,
      'cd "$WEIRD_DIR"',
    );
    await expect
      .poll(() => events(dataDir))
      .toEqual([
        expect.objectContaining({
          event: 'Stop\n',
          cwd: dir,
          env: { CLAUDE_PROJECT_DIR: `${dir}\n` },
          payload,
        }),
      ]);
  });

  test('answers `{}` where a Cline runtime parses stdout as JSON, and records an empty stdin', async () => {
    const dataDir = tempDir();
    const run = await runShell(
      ['--agent', 'cline', '--event', 'SessionShutdown', '--data-dir', dataDir],
      '',
    );
    expect(run).toMatchObject({ code: 0, stdout: '{}' });
    await expect
      .poll(() => events(dataDir))
      .toEqual([
        expect.objectContaining({ event: 'SessionShutdown', payload: null, stdinBytes: 0 }),
      ]);
  });

  test('keeps every payload whole when many agents record at once', async () => {
    const dataDir = tempDir();
    const runs = Array.from({ length: 16 }, (_, i) =>
      runShell(
        ['--agent', 'claude-code', '--data-dir', dataDir],
        JSON.stringify({ n: i, pad: String(i % 10).repeat(200_000) }),
      ),
    );
    expect((await Promise.all(runs)).map((run) => run.code)).toEqual(Array(16).fill(0));
    await expect.poll(() => events(dataDir).length).toBe(16);
    const payloads = events(dataDir).map((event) => event.payload as { n: number; pad: string });
    expect(payloads.map((payload) => payload.n).sort((a, b) => a - b)).toEqual([
      ...Array(16).keys(),
    ]);
    for (const { n, pad } of payloads) expect(pad).toBe(String(n % 10).repeat(200_000));
  });

  // Linux has coreutils' `timeout`, macOS does not: a PATH holding only the other tools the
  // recorder uses takes its watchdog instead.
  const onlyCatMkdirSleep = (): string => {
    const bin = tempDir();
    for (const tool of ['cat', 'mkdir', 'sleep'])
      fs.symlinkSync(`/bin/${tool}`, path.join(bin, tool));
    return bin;
  };
  test.each([
    ['with `timeout`', () => process.env.PATH ?? ''],
    ['without `timeout`', onlyCatMkdirSleep],
  ])(
    'stops waiting for a stdin that never closes, keeps what arrived and marks it cut (%s)',
    async (_, searchPath) => {
      const dataDir = tempDir();
      // Without the bound this run would last until the test's timeout: stdin stays open.
      const run = await runShell(
        ['--agent', 'claude-code', '--event', 'Stop', '--data-dir', dataDir],
        '{"session_id":"open',
        { HOOKYARD_RECORD_STDIN_WAIT: '1', PATH: searchPath() },
        true,
      );
      expect(run).toMatchObject({ code: 0, stdout: '', stderr: '' });
      const dir = path.join(dataDir, 'spool', 'events');
      const [name] = fs.readdirSync(dir);
      expect(fs.readFileSync(path.join(dir, name as string), 'utf8')).toMatch(
        /\n\n\{"session_id":"open\nhookyard-event-cut\n$/,
      );
      // A cut event is finished: imported at once, not after the stale delay.
      const store = openTestStore({ dataDir });
      const tally = emptyTally('recorder');
      await importSpoolEvents(store, path.join(dataDir, 'spool'), tally);
      expect(tally.entries).toBe(1);
      expect(
        store.query({ filter: {}, cursor: null, limit: 5, order: 'desc' }).entries[0],
      ).toMatchObject({ event: 'Stop', payload: { text: '{"session_id":"open' } });
    },
  );

  test('still exits 0 when the data dir cannot be written or is not given', async () => {
    const root = tempDir();
    fs.writeFileSync(path.join(root, 'a-file'), '');
    const blocked = await runShell(
      ['--agent', 'cline-vscode', '--data-dir', path.join(root, 'a-file', 'data')],
      '{}',
    );
    expect(blocked).toMatchObject({ code: 0, stdout: '{}', stderr: '' });
    expect(await runShell(['--agent', 'claude-code'], '{}')).toMatchObject({ code: 0, stdout: '' });
  });

  test('answers at once with exit 0 when every write fails (a full disk, or a file-size limit, whose signal would end the shell)', async () => {
    const dataDir = tempDir();
    // `ulimit -f 0`: every write to a file fails, as on a full disk, and first sends SIGXFSZ.
    for (const agent of ['claude-code', 'cline']) {
      const started = performance.now();
      const run = await runShell(
        ['--agent', agent, '--data-dir', dataDir],
        JSON.stringify({ pad: 'x'.repeat(100_000) }),
        {},
        false,
        'ulimit -f 0',
      );
      expect(run).toEqual({
        code: 0,
        signal: null,
        stdout: agent === 'cline' ? '{}' : '',
        stderr: '',
      });
      expect(performance.now() - started).toBeLessThan(2_000);
    }
    // Nothing finished was spooled: the files hold no byte.
    const dir = path.join(dataDir, 'spool', 'events');
    expect(fs.readdirSync(dir).map((name) => fs.statSync(path.join(dir, name)).size)).toEqual([
      0, 0,
    ]);
  });

  test('keeps the spool private (files 0600 in folders 0700) whatever umask the agent has', async () => {
    const dataDir = tempDir();
    await runShell(
      ['--agent', 'claude-code', '--data-dir', dataDir],
      '{"secret":"s"}',
      {},
      false,
      'umask 000',
    );
    const spool = path.join(dataDir, 'spool');
    const [name] = fs.readdirSync(path.join(spool, 'events'));
    const mode = (file: string) => fs.statSync(file).mode & 0o777;
    expect(
      [spool, path.join(spool, 'events'), path.join(spool, 'events', name as string)].map(mode),
    ).toEqual([0o700, 0o700, 0o600]);
  });

  test('records nothing while paused or in a run Hookyard started itself, still answering', async () => {
    const dataDir = tempDir();
    const args = ['--agent', 'cline', '--data-dir', dataDir];
    setRecordingPaused(dataDir, true);
    expect(await runShell(args, '{"n":1}')).toMatchObject({ code: 0, stdout: '{}' });
    setRecordingPaused(dataDir, false);
    expect(await runShell(args, '{"n":2}', { [SELF_RUN_ENV]: '1' })).toMatchObject({
      code: 0,
      stdout: '{}',
    });
    await runShell(args, '{"n":3}');
    await expect
      .poll(() => events(dataDir).map((event) => (event.payload as { n: number }).n))
      .toEqual([3]);
  });

  test('its events import as agent events, and the import deletes them', async () => {
    const root = tempDir();
    const dataDir = path.join(root, 'data');
    const payload = {
      hook_event_name: 'UserPromptSubmit',
      session_id: 's9',
      cwd: '/w',
      prompt: 'deploy it',
    };
    await runShell(['--agent', 'claude-code', '--data-dir', dataDir], JSON.stringify(payload));
    await expect.poll(() => events(dataDir).length).toBe(1);
    const store = openTestStore({ dataDir });
    const report = await importAll(store, {
      claudeProjectsDir: path.join(root, 'none'),
      clineHooksLog: path.join(root, 'none.jsonl'),
      spoolDir: path.join(dataDir, 'spool'),
    });
    expect(report.sources[0]).toMatchObject({ source: 'recorder', files: 1, lines: 1, entries: 1 });
    const page = store.query({ filter: { text: 'deploy' }, cursor: null, limit: 5, order: 'desc' });
    expect(page.entries).toEqual([
      expect.objectContaining({
        source: 'recorder',
        event: 'UserPromptSubmit',
        sessionId: 's9',
        workspace: '/w',
      }),
    ]);
    expect(events(dataDir)).toEqual([]);
  });

  // Linux's coreutils `timeout` ends with its parent; macOS's watchdog leaves `cat` and `sleep`
  // reading on (see copy_stdin), which must not keep the agent's pipes open.
  test.each([
    ['with `timeout`', () => process.env.PATH ?? ''],
    ['without `timeout`', onlyCatMkdirSleep],
  ])(
    "killed with -9 while reading stdin, it leaves no event that looks finished and holds none of the agent's pipes (%s)",
    async (_, searchPath) => {
      const dataDir = tempDir();
      const child = spawn('/bin/sh', [SHELL, '--agent', 'claude-code', '--data-dir', dataDir], {
        env: { PATH: searchPath() },
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      child.stdin.on('error', () => undefined);
      child.stdout.resume();
      child.stderr.resume();
      child.stdin.write('{"session_id":"half');
      const dir = path.join(dataDir, 'spool', 'events');
      const file = () => (fs.existsSync(dir) ? fs.readdirSync(dir)[0] : undefined);
      await expect
        .poll(() => file() && fs.readFileSync(path.join(dir, file() as string), 'utf8'))
        .toMatch(/\n\n\{"session_id":"half$/);
      // The agent sees the hook end at once, not when the 3 s of stdin run out.
      const killed = performance.now();
      const closed = new Promise((resolve) => child.on('close', resolve));
      child.kill('SIGKILL');
      await closed;
      expect(performance.now() - killed).toBeLessThan(1_000);
      child.stdin.end('"}');
      const tally = emptyTally('recorder');
      await importSpoolEvents(openTestStore({ dataDir }), path.join(dataDir, 'spool'), tally);
      expect(tally.entries).toBe(0);
    },
  );

  test('leaves an event without its end line (a recorder still reading, or killed) until it is stale, then imports what it holds', async () => {
    const dataDir = tempDir();
    const events = path.join(dataDir, 'spool', 'events');
    fs.mkdirSync(events, { recursive: true });
    fs.writeFileSync(
      path.join(events, 'claude-code.77.0.event'),
      'hookyard-event 1\nagent=claude-code\nevent=Stop\ncwd=/w\npid=1\n\n{"session_id":"cut',
    );
    const store = openTestStore({ dataDir });
    const tally = emptyTally('recorder');
    await importSpoolEvents(store, path.join(dataDir, 'spool'), tally);
    expect(tally.entries).toBe(0);
    await importSpoolEvents(store, path.join(dataDir, 'spool'), tally, Date.now() + 11 * 60_000);
    expect(tally.entries).toBe(1);
    const page = store.query({ filter: {}, cursor: null, limit: 5, order: 'desc' });
    expect(page.entries[0]).toMatchObject({
      event: 'Stop',
      payload: { text: '{"session_id":"cut' },
    });
    expect(fs.readdirSync(events)).toEqual([]);
  });
});
