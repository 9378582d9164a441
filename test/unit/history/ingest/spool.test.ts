import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { importAll } from '../../../../electron/services/history/ingest/import-runner';
import { spoolMapper } from '../../../../electron/services/history/ingest/spool-mapper';
import { FIXTURES, openTestStore, tempDir } from '../history-test-kit';

const ctx = { path: 'spool.jsonl', offset: 0 };
const spooled = (agent: string, payload: unknown, extra: object = {}) => ({
  v: 1,
  ts: '2026-01-01T00:00:00.000Z',
  agent,
  event: null,
  cwd: '/work/app',
  pid: 42,
  env: {},
  stdinBytes: 10,
  payload,
  ...extra,
});
const readPayload = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(FIXTURES, name), 'utf8'));

describe('spool mapper', () => {
  test('reads a Claude Code payload: event, session, workspace, tool', () => {
    const payload = {
      hook_event_name: 'PreToolUse',
      session_id: 's-1',
      cwd: '/work/app',
      tool_name: 'Bash',
      tool_input: { command: 'ls' },
    };
    expect(spoolMapper.map(spooled('claude-code', payload), ctx, null)).toEqual([
      expect.objectContaining({
        agent: 'claude-code',
        kind: 'agent-event',
        source: 'recorder',
        event: 'PreToolUse',
        sessionId: 's-1',
        workspace: '/work/app',
        tool: 'Bash',
        payload,
      }),
    ]);
  });

  test('tells the Cline runtimes apart by the payload when one hook file serves both', () => {
    const cli = spoolMapper.map(
      spooled('cline', {
        hookName: 'tool_call',
        sessionContext: { rootSessionId: 'r1' },
        workspaceRoots: ['/ws'],
        tool_call: { name: 'read_files' },
      }),
      ctx,
      null,
    );
    expect(cli).toEqual([
      expect.objectContaining({
        agent: 'cline-cli',
        event: 'PreToolUse',
        sessionId: 'r1',
        workspace: '/ws',
        tool: 'read_files',
      }),
    ]);
    const vscode = spoolMapper.map(
      spooled('cline', {
        hookName: 'PreToolUse',
        taskId: 't1',
        preToolUse: { toolName: 'read_file' },
      }),
      ctx,
      null,
    );
    expect(vscode).toEqual([
      expect.objectContaining({
        agent: 'cline-vscode',
        event: 'PreToolUse',
        sessionId: 't1',
        tool: 'read_file',
      }),
    ]);
  });

  test('keeps an event whose stdin was empty, named by the recorder argument', () => {
    const [entry] = spoolMapper.map(
      spooled('cline', null, { event: 'SessionShutdown', stdinBytes: 0 }),
      ctx,
      null,
    ) as never[];
    expect(entry).toMatchObject({
      agent: 'cline-cli',
      event: 'SessionShutdown',
      payload: null,
      workspace: '/work/app',
      meta: { emptyStdin: true },
    });
  });

  test('keeps stdin that is not JSON as text and names an unknown agent so', () => {
    const line = spooled('someone', undefined, { payloadText: 'hello' });
    delete (line as { payload?: unknown }).payload;
    expect(spoolMapper.map(line, ctx, null)).toEqual([
      expect.objectContaining({ agent: 'unknown', event: 'unknown', payload: { text: 'hello' } }),
    ]);
  });

  test("maps a watched Cline run (the watch shim's line) like its event: session, event, surface", () => {
    const payload = { hookName: 'tool_call', taskId: 't-1', cwd: '/work/app' };
    const line = spooled('cline', payload, {
      kind: 'hook-run',
      hook: 'PreToolUse',
      adoption: 'a-1',
      durationMs: 12,
      exitCode: 1,
      signal: null,
    });
    expect(spoolMapper.map(line, ctx, null)).toEqual([
      expect.objectContaining({
        kind: 'hook-run',
        agent: 'cline-cli',
        event: 'PreToolUse',
        sessionId: 't-1',
        workspace: '/work/app',
        outcome: 'error',
        meta: expect.objectContaining({ watched: true, surface: 'cline-cli:cli', exitCode: 1 }),
      }),
    ]);
  });

  test('maps the real captured Cline CLI payload of a tool call', () => {
    const payload = readPayload('cline/payloads/pretooluse.sh__tool_call__raw-stdin.json');
    const [entry] = spoolMapper.map(spooled('cline-cli', payload), ctx, null) as never[];
    expect(entry).toMatchObject({ event: 'PreToolUse', tool: 'read_files' });
  });
});

describe('spool removal', () => {
  // The spool holds payloads as the agents sent them, secrets included: it must not outlive
  // the import that redacted them into the log.
  const sourcesIn = (root: string) => ({
    claudeProjectsDir: path.join(root, 'none'),
    clineHooksLog: path.join(root, 'none.jsonl'),
    spoolDir: path.join(root, 'data', 'spool'),
  });
  const writeSpool = (spoolDir: string, agent: string, count: number) => {
    fs.mkdirSync(spoolDir, { recursive: true });
    const lines = Array.from({ length: count }, (_, i) =>
      JSON.stringify(
        spooled(
          agent,
          { hook_event_name: 'Stop', n: i },
          { ts: new Date(1_767_225_600_000 + i).toISOString() },
        ),
      ),
    );
    fs.writeFileSync(path.join(spoolDir, `${agent}.jsonl`), lines.join('\n') + '\n');
  };

  test('deletes each spool file as soon as it is imported, small and just written, keeping every line', async () => {
    const root = tempDir();
    const sources = sourcesIn(root);
    writeSpool(sources.spoolDir, 'claude-code', 3);
    writeSpool(sources.spoolDir, 'cline', 2);
    const store = openTestStore({ dataDir: path.join(root, 'data') });
    const report = await importAll(store, sources);
    expect(report.sources[0]).toMatchObject({ files: 2, lines: 5, entries: 5 });
    expect(fs.readdirSync(sources.spoolDir)).toEqual([]);
    expect(store.status().entries).toBe(5);
    expect(store.cursors.list('recorder')).toEqual([]);
  });

  test('stamps each recorded event with the version its agent had then, where known', async () => {
    const root = tempDir();
    const sources = sourcesIn(root);
    writeSpool(sources.spoolDir, 'claude-code', 2);
    writeSpool(sources.spoolDir, 'cline', 1);
    const store = openTestStore({ dataDir: path.join(root, 'data') });
    const asked: string[] = [];
    await importAll(store, sources, {
      agentVersionAt: (agent, ts) => {
        asked.push(ts);
        return agent === 'claude-code' ? '2.1.328' : null;
      },
    });
    const entries = store.query({ filter: {}, cursor: null, limit: 10, order: 'asc' }).entries;
    expect(entries.map((entry) => [entry.agent, entry.meta['agentVersion']])).toEqual([
      ['cline-cli', undefined],
      ['claude-code', '2.1.328'],
      ['claude-code', '2.1.328'],
    ]);
    // Asked with each event's own time, not the import's.
    expect(asked.every((ts) => ts.startsWith('2026-01-01'))).toBe(true);
  });

  test('keeps a spool file whose last line is still being written, and imports it next time', async () => {
    const root = tempDir();
    const sources = sourcesIn(root);
    writeSpool(sources.spoolDir, 'claude-code', 2);
    const file = path.join(sources.spoolDir, 'claude-code.jsonl');
    fs.appendFileSync(file, '{"v":1,"ts":"2026-01-01T00:00:09.000Z","agent":"claude');
    const store = openTestStore({ dataDir: path.join(root, 'data') });
    await importAll(store, sources);
    expect(store.status().entries).toBe(2);
    expect(fs.readdirSync(sources.spoolDir)).toEqual(['claude-code.jsonl']);
    fs.appendFileSync(
      file,
      '-code","event":"Stop","env":{},"payload":{"hook_event_name":"Stop"}}\n',
    );
    await importAll(store, sources);
    expect(store.status().entries).toBe(3);
    expect(fs.readdirSync(sources.spoolDir)).toEqual([]);
  });
});
