import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { runAuditCli } from '../../../electron/cli/commands/audit';
import type { CliIo } from '../../../electron/cli/cli-io';
import {
  copyClineLog,
  hookRun,
  openTestStore,
  tempDir,
  writeClaudeScenario,
} from '../../unit/history/history-test-kit';

interface Captured extends CliIo {
  stdout: string[];
  stderr: string[];
}

function capture(): Captured {
  const stdout: string[] = [];
  const stderr: string[] = [];
  return { stdout, stderr, out: (line) => stdout.push(line), err: (line) => stderr.push(line) };
}

/** A temp HOME with real agent logs, and a CLI runner bound to it. */
function setup() {
  const root = tempDir();
  const home = path.join(root, 'home');
  const dataDir = path.join(root, 'data');
  writeClaudeScenario(path.join(home, '.claude'), 'pre-deny');
  copyClineLog('yolo', path.join(home, '.cline', 'data', 'logs', 'hooks.jsonl'));
  const env = { HOME: home, PATH: process.env.PATH };
  const run = async (args: string[], signal?: AbortSignal) => {
    const io = capture();
    const code = await runAuditCli([...args, '--data-dir', dataDir], io, {
      env,
      signal: signal ?? new AbortController().signal,
    });
    return { code, ...io };
  };
  return { root, home, dataDir, run };
}

describe('hookyard audit', () => {
  test('import reports each source, then query pages through the result with the printed cursor', async () => {
    const { run } = setup();
    const imported = await run(['import']);
    expect(imported.code).toBe(0);
    expect(imported.stdout.join('\n')).toMatch(
      /cline-hooks-jsonl\s+1 files, 7 new lines, 7 entries, 0 malformed/,
    );
    const first = await run(['query', '--agent', 'cline-cli', '--limit', '4']);
    expect(first.code).toBe(0);
    expect(first.stdout).toHaveLength(4);
    const more = first.stderr.find((line) => line.startsWith('More: add --cursor '));
    expect(more).toBeDefined();
    const cursor = (more as string).split(' ').at(-1) as string;
    const second = await run(['query', '--agent', 'cline-cli', '--limit', '4', '--cursor', cursor]);
    expect(second.stdout).toHaveLength(3);
    expect(new Set([...first.stdout, ...second.stdout]).size).toBe(7);
  });

  test('query --json prints a page document; a bad flag is a usage error', async () => {
    const { run } = setup();
    await run(['import']);
    const json = await run(['query', '--json', '--outcome', 'deny', '--text', 'hook error']);
    const page = JSON.parse(json.stdout.join('\n'));
    expect(page.entries).toEqual([
      expect.objectContaining({ kind: 'decision', tool: 'Bash', outcome: 'deny' }),
    ]);
    const bad = await run(['query', '--from', 'last tuesday']);
    expect(bad.code).toBe(2);
    expect(bad.stderr[0]).toContain('--from must be an ISO time or an age');
    expect((await run(['frobnicate'])).code).toBe(2);
  });

  test('export writes the filtered entries to --out as JSON lines or CSV; no --out is a usage error', async () => {
    const { run, root } = setup();
    await run(['import']);
    const jsonl = path.join(root, 'out', 'cline.jsonl');
    const done = await run(['export', '--agent', 'cline-cli', '--out', jsonl]);
    expect(done.code).toBe(0);
    expect(done.stderr).toEqual([`Exported 7 entries to ${jsonl}`]);
    const lines = fs.readFileSync(jsonl, 'utf8').trimEnd().split('\n');
    expect(lines.map((line) => JSON.parse(line).agent)).toEqual(Array(7).fill('cline-cli'));
    const csv = path.join(root, 'out', 'all.csv');
    expect((await run(['export', '--format', 'csv', '--out', csv])).code).toBe(0);
    expect(fs.readFileSync(csv, 'utf8').split('\r\n')[0]).toMatch(/^id,ts,kind,source,agent,/);
    expect((await run(['export'])).code).toBe(2);
    expect((await run(['export', '--format', 'xml', '--out', csv])).code).toBe(2);
  });

  test('reads the running app’s index while it holds the store, and refuses to import meanwhile', async () => {
    const { run, dataDir } = setup();
    await run(['import']);
    const app = openTestStore({ dataDir });
    app.append([hookRun({ event: 'FromTheApp' })]);
    const query = await run(['query', '--event', 'FromTheApp']);
    expect(query.code).toBe(0);
    expect(query.stdout).toHaveLength(1);
    const imported = await run(['import']);
    expect(imported.code).toBe(1);
    expect(imported.stderr.join('\n')).toContain(
      `open in another Hookyard process (pid ${process.pid}`,
    );
  });

  test('reindex rebuilds the index with progress, and --fresh replaces an index it cannot open', async () => {
    const { run, dataDir } = setup();
    await run(['import']);
    const reindexed = await run(['reindex']);
    expect(reindexed.code).toBe(0);
    expect(reindexed.stdout[0]).toMatch(/^Indexed \d+ entries \(0 malformed lines skipped\)\.$/);
    expect(reindexed.stderr.at(-1)).toMatch(/^Reindexing… 100%/);
    fs.writeFileSync(path.join(dataDir, 'audit', 'index.sqlite'), 'not a database');
    const broken = await run(['query']);
    expect(broken.code).toBe(1);
    expect(broken.stderr.join('\n')).toContain('hookyard audit reindex --fresh');
    const fresh = await run(['reindex', '--fresh']);
    expect(fresh.code).toBe(0);
    expect(fresh.stdout[0]).toMatch(/^Rebuilt the index: [1-9]\d* entries\.$/);
  });

  test('tail prints new entries as the recorder spools them when no app is running', async () => {
    const { run, dataDir } = setup();
    const tail = run(['tail', '--max', '1', '--event', 'Notification', '--json']);
    fs.mkdirSync(path.join(dataDir, 'spool'), { recursive: true });
    const line = {
      v: 1,
      ts: new Date().toISOString(),
      agent: 'claude-code',
      event: null,
      cwd: '/w',
      pid: 1,
      env: {},
      stdinBytes: 2,
      payload: { hook_event_name: 'Notification' },
    };
    fs.appendFileSync(
      path.join(dataDir, 'spool', 'claude-code.jsonl'),
      `${JSON.stringify(line)}\n`,
    );
    const result = await tail;
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout.at(-1) as string)).toMatchObject({
      event: 'Notification',
      source: 'recorder',
    });
  });

  test('tail follows the log files the app writes while the app holds the store', async () => {
    const { dataDir, home } = setup();
    const app = openTestStore({ dataDir });
    app.append([hookRun({ event: 'Earlier' })]);
    const io = capture();
    const args = ['tail', '--event', 'Live', '--max', '2', '--data-dir', dataDir];
    const tail = runAuditCli(args, io, {
      env: { HOME: home },
      signal: new AbortController().signal,
    });
    app.append([hookRun({ event: 'Live', ts: new Date().toISOString(), tool: 'First' })]);
    // Seen from the index or from the file, whichever way it arrives, and only once.
    await expect.poll(() => io.stdout.length, { timeout: 5000 }).toBe(1);
    app.append([hookRun({ event: 'Live', ts: new Date().toISOString(), tool: 'Second' })]);
    expect(await tail).toBe(0);
    expect(io.stdout.map((line) => line.includes('First') || line.includes('Second'))).toEqual([
      true,
      true,
    ]);
    expect(io.stdout[1]).toContain('Second');
  });
});
