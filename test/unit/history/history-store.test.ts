import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { auditPaths } from '../../../electron/services/history/history-paths';
import { HistoryStore } from '../../../electron/services/history/history-store';
import { hookRun, openTestStore, tempDir } from './history-test-kit';

function minutes(n: number): string {
  return new Date(Date.parse('2026-03-01T10:00:00.000Z') + n * 60_000).toISOString();
}

describe('HistoryStore', () => {
  test('appends entries with ids whose time part is their ts and reads them back newest first', () => {
    const store = openTestStore();
    const result = store.append([
      hookRun({ ts: minutes(0) }),
      hookRun({ ts: minutes(1), tool: 'Read' }),
    ]);
    expect(result.ok).toBe(true);
    const page = store.query({ filter: {}, cursor: null, limit: 10, order: 'desc' });
    expect(page.entries.map((entry) => entry.tool)).toEqual(['Read', 'Bash']);
    expect(page.entries[0]?.id).toMatch(/^[0-9A-HJKMNP-TV-Z]{26}$/);
    expect(page.nextCursor).toBeNull();
  });

  test('pages through every entry exactly once with the keyset cursor, in both orders', () => {
    const store = openTestStore();
    // Several entries share a millisecond: the cursor must still be exact.
    const inputs = Array.from({ length: 57 }, (_, i) =>
      hookRun({ ts: minutes(Math.floor(i / 3)), durationMs: i }),
    );
    store.append(inputs);
    for (const order of ['desc', 'asc'] as const) {
      const seen: number[] = [];
      let cursor = null;
      do {
        const page = store.query({ filter: {}, cursor, limit: 10, order });
        seen.push(...page.entries.map((entry) => entry.durationMs as number));
        cursor = page.nextCursor;
      } while (cursor);
      expect(seen.sort((a, b) => a - b)).toEqual(inputs.map((_, i) => i));
    }
  });

  test('combines filters with AND and returns nothing for a value that never occurred', () => {
    const store = openTestStore();
    store.append([
      hookRun({ agent: 'claude-code', event: 'PreToolUse', outcome: 'success' }),
      hookRun({ agent: 'claude-code', event: 'PreToolUse', outcome: 'block' }),
      hookRun({ agent: 'cline-cli', event: 'PreToolUse', outcome: 'block', tool: 'read_files' }),
      hookRun({ agent: 'cline-cli', event: 'TaskStart', outcome: null, tool: null }),
    ]);
    const count = (filter: Record<string, string>) =>
      store.query({ filter, cursor: null, limit: 100, order: 'desc' }).entries.length;
    expect(count({ outcome: 'block' })).toBe(2);
    expect(count({ outcome: 'block', agent: 'cline-cli' })).toBe(1);
    expect(count({ tool: 'read_files', agent: 'claude-code' })).toBe(0);
    expect(count({ event: 'TaskStart' })).toBe(1);
    expect(count({ hook: 'no such hook' })).toBe(0);
  });

  test('finds words of the payload and the output, but not filter values, by full-text search', () => {
    const store = openTestStore();
    store.append([
      hookRun({ payload: { tool_input: { command: 'terraform apply -auto-approve' } } }),
      hookRun({ output: { stdout: '', stderr: 'permission denied by policy', exitCode: 2 } }),
      hookRun({ payload: { prompt: 'hello world' } }),
    ]);
    const search = (text: string, extra = {}) =>
      store.query({ filter: { text, ...extra }, cursor: null, limit: 10, order: 'desc' }).entries;
    expect(search('terraform')).toHaveLength(1);
    expect(search('Terraform APPLY')).toHaveLength(1);
    expect(search('denied policy')).toHaveLength(1);
    expect(search('denied', { outcome: 'block' })).toHaveLength(0);
    expect(search('"; DROP TABLE entries; --')).toHaveLength(0);
    expect(search('nothing-like-this')).toHaveLength(0);
  });

  test('does not let payload text that looks like a filter token pass a filter', () => {
    const store = openTestStore();
    store.append([hookRun({ event: 'Stop' })]);
    const lookalikes = Array.from({ length: 50 }, (_, id) => `\u{E006}${id}`).join(' ');
    store.append([hookRun({ event: 'PreToolUse', payload: { note: lookalikes } })]);
    const stops = store.query({
      filter: { event: 'Stop' },
      cursor: null,
      limit: 10,
      order: 'desc',
    });
    expect(stops.entries.map((entry) => entry.event)).toEqual(['Stop']);
  });

  test('limits a query to a time range, from inclusive and to exclusive', () => {
    const store = openTestStore();
    store.append([0, 1, 2, 3].map((n) => hookRun({ ts: minutes(n), durationMs: n })));
    const page = store.query({
      filter: { from: minutes(1), to: minutes(3) },
      cursor: null,
      limit: 10,
      order: 'asc',
    });
    expect(page.entries.map((entry) => entry.durationMs)).toEqual([1, 2]);
  });

  test('redacts secrets before they reach the log file', () => {
    const store = openTestStore();
    store.append([
      hookRun({
        hook: 'GITHUB_TOKEN=ghp_abcdefghijklmnopqrstuvwxyz0123456789 ./push.sh',
        payload: {
          tool_input: { command: 'curl -H "Authorization: Bearer abcdef123456" x' },
          api_key: 'k-123',
        },
      }),
    ]);
    const text = fs
      .readdirSync(store.dir)
      .filter((name) => name.endsWith('.jsonl'))
      .map((name) => fs.readFileSync(`${store.dir}/${name}`, 'utf8'))
      .join('');
    expect(text).not.toContain('ghp_abcdefghij');
    expect(text).not.toContain('abcdef123456');
    expect(text).not.toContain('k-123');
    expect(text).toContain('[REDACTED:');
  });

  test('skips invalid inputs and says why, keeping the valid ones', () => {
    const store = openTestStore();
    const result = store.append([hookRun(), { ...hookRun(), kind: 'nonsense' as never }]);
    expect(result.ok && result.entries).toHaveLength(1);
    expect(result.ok && result.rejected[0]?.reason).toMatch(/kind/);
  });

  test('rebuilds a deleted index from the JSONL files, and a reindex gives the same result', async () => {
    const dataDir = tempDir();
    const first = openTestStore({ dataDir });
    first.append(
      Array.from({ length: 30 }, (_, i) =>
        hookRun({ ts: minutes(i), event: i % 2 ? 'Stop' : 'PreToolUse' }),
      ),
    );
    first.dispose();
    for (const suffix of ['', '-wal', '-shm'])
      fs.rmSync(auditPaths(dataDir).index + suffix, { force: true });
    const store = openTestStore({ dataDir });
    const summary = await store.sync();
    expect(summary.entries).toBe(30);
    const stops = () =>
      store.query({ filter: { event: 'Stop' }, cursor: null, limit: 100, order: 'desc' }).entries
        .length;
    expect(stops()).toBe(15);
    await store.reindex({ fresh: false });
    expect(stops()).toBe(15);
    await store.reindex({ fresh: true });
    expect(stops()).toBe(15);
  });

  test('indexes a re-appended ingested entry (same id) only once', () => {
    const store = openTestStore();
    const first = store.append([hookRun()]);
    const id = first.ok ? first.entries[0]?.id : undefined;
    store.append([hookRun({ id })]);
    expect(
      store.query({ filter: {}, cursor: null, limit: 10, order: 'desc' }).entries,
    ).toHaveLength(1);
    expect(store.status().entries).toBe(1);
  });

  test('looks an entry up by id and gives one session in order', () => {
    const store = openTestStore();
    const result = store.append([
      hookRun({ ts: minutes(2), sessionId: 'a' }),
      hookRun({ ts: minutes(1), sessionId: 'a' }),
      hookRun({ ts: minutes(0), sessionId: 'b' }),
    ]);
    const id = result.ok ? (result.entries[0]?.id as string) : '';
    expect(store.entry(id)?.ts).toBe(minutes(2));
    expect(store.entry('0'.repeat(26))).toBeNull();
    const session = store.query({
      filter: { sessionId: 'a' },
      cursor: null,
      limit: 10,
      order: 'asc',
    });
    expect(session.entries.map((entry) => entry.ts)).toEqual([minutes(1), minutes(2)]);
  });

  test('counts entries per bucket and gives per-hook runs, failure and block rates, percentiles', () => {
    const store = openTestStore();
    store.append([
      hookRun({ ts: minutes(0), hook: 'a', outcome: 'success', durationMs: 10 }),
      hookRun({ ts: minutes(0), hook: 'a', outcome: 'error', durationMs: 20 }),
      hookRun({ ts: minutes(1), hook: 'a', outcome: 'block', durationMs: 30 }),
      hookRun({ ts: minutes(1), hook: 'a', outcome: 'success', durationMs: 40 }),
      hookRun({ ts: minutes(5), hook: 'b', outcome: 'timeout', durationMs: 5000 }),
      hookRun({ ts: minutes(5), kind: 'agent-event', hook: null, outcome: null }),
    ]);
    const timeline = store.timeline({}, 'minute');
    expect(timeline.bucket).toBe('minute');
    expect(timeline.points).toEqual([
      { start: minutes(0), count: 2, failures: 1, blocks: 0 },
      { start: minutes(1), count: 2, failures: 0, blocks: 1 },
      { start: minutes(5), count: 2, failures: 1, blocks: 0 },
    ]);
    const stats = store.hookStats({});
    const a = stats.find((stat) => stat.hook === 'a');
    expect(a).toMatchObject({
      runs: 4,
      failures: 1,
      blocks: 1,
      failureRate: 0.25,
      blockRate: 0.25,
      p50Ms: 25,
    });
    expect(a?.p95Ms).toBeCloseTo(38.5);
    expect(stats.find((stat) => stat.hook === 'b')).toMatchObject({ runs: 1, failures: 1 });
    expect(store.hookStats({ agent: 'cline-cli' })).toEqual([]);
  });

  test('fires onDidAppend with the written entries', () => {
    const store = openTestStore();
    const seen: string[] = [];
    store.onDidAppend((entries) => seen.push(...entries.map((entry) => entry.event)));
    store.append([hookRun({ event: 'Stop' })]);
    expect(seen).toEqual(['Stop']);
  });

  test('refuses a second writer on the same data dir while the first holds it', () => {
    const dataDir = tempDir();
    openTestStore({ dataDir });
    const second = HistoryStore.open({ dataDir });
    expect(second.ok).toBe(false);
    expect(!second.ok && second.reason).toBe('locked');
    expect(!second.ok && second.message).toContain(`pid ${process.pid}`);
  });
});

// A user clears the audit folder (or only a log file) while Hookyard runs: the open handles
// point at unlinked files, and what is appended next must still land where History reads it.
describe('HistoryStore with its files deleted under it', () => {
  const page = (store: HistoryStore) =>
    store.query({ filter: {}, cursor: null, limit: 10, order: 'desc' }).entries.map((e) => e.tool);

  test('the whole audit folder: the next entries go to a new folder, index and lock', async () => {
    const dataDir = tempDir();
    const store = openTestStore({ dataDir });
    store.append([hookRun({ ts: minutes(0), tool: 'Read' })]);
    const paths = auditPaths(dataDir);
    fs.rmSync(paths.dir, { recursive: true });

    const result = store.append([hookRun({ ts: minutes(1), tool: 'Write' })]);
    expect(result.ok && result.indexError).toBe(undefined);
    await store.sync();
    expect(page(store)).toEqual(['Write']);
    expect(store.status()).toMatchObject({ entries: 1, files: 1, pendingBytes: 0 });
    expect(
      fs.readFileSync(
        path.join(
          paths.dir,
          fs.readdirSync(paths.dir).find((name) => name.endsWith('.jsonl')) as string,
        ),
        'utf8',
      ),
    ).toContain('"Write"');
    // The lock is there again: a second writer is still refused.
    expect(HistoryStore.open({ dataDir })).toMatchObject({ ok: false, reason: 'locked' });
    store.dispose();
    expect(fs.existsSync(paths.lock)).toBe(false);
  });

  test('only the log file: the next entries start a new file that the index reads', async () => {
    const dataDir = tempDir();
    const store = openTestStore({ dataDir, now: () => new Date('2026-03-01T12:00:00Z') });
    store.append([hookRun({ ts: minutes(0), tool: 'Read' })]);
    const { dir } = auditPaths(dataDir);
    for (const name of fs.readdirSync(dir).filter((each) => each.endsWith('.jsonl')))
      fs.rmSync(path.join(dir, name));

    store.append([hookRun({ ts: minutes(1), tool: 'Write' })]);
    await store.sync();
    expect(page(store)).toEqual(['Write']);
    expect(store.status()).toMatchObject({ entries: 1, pendingBytes: 0 });
  });

  test('a log file with the newest entries: History lists the older ones and stops counting its', () => {
    const dataDir = tempDir();
    let today = new Date('2026-03-01T12:00:00Z');
    const store = openTestStore({ dataDir, now: () => today });
    store.append([hookRun({ ts: minutes(0), tool: 'Read' })]);
    // The next day's entries start a file of their own.
    today = new Date('2026-03-02T12:00:00Z');
    store.append([
      hookRun({ ts: minutes(24 * 60), tool: 'Write' }),
      hookRun({ ts: minutes(24 * 60 + 1), tool: 'Edit' }),
    ]);
    const { dir } = auditPaths(dataDir);
    expect(fs.readdirSync(dir).filter((name) => name.endsWith('.jsonl'))).toHaveLength(2);
    fs.rmSync(path.join(dir, 'audit-2026-03-02-0001.jsonl'));

    const after = store.query({ filter: {}, cursor: null, limit: 2, order: 'desc' });
    expect(after).toMatchObject({ unreadable: 0, nextCursor: null });
    expect(after.entries.map((entry) => entry.tool)).toEqual(['Read']);
    expect(store.timeline({}, 'day').points.map((point) => point.count)).toEqual([1]);
    expect(store.hookStats({}).map((stat) => stat.runs)).toEqual([1]);
    expect(store.status()).toMatchObject({ entries: 1 });
  });
});

describe('HistoryStore reading back', () => {
  test('counts indexed entries whose log line was damaged by hand instead of failing the page', () => {
    const store = openTestStore({ now: () => new Date('2026-03-01T12:00:00Z') });
    store.append([hookRun({ event: 'A' }), hookRun({ event: 'B' })]);
    const file = path.join(store.dir, 'audit-2026-03-01-0001.jsonl');
    const text = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, text.replace('"event":"A"', '"event":999'));
    const page = store.query({ filter: {}, cursor: null, limit: 10, order: 'desc' });
    expect(page.entries.map((entry) => entry.event)).toEqual(['B']);
    expect(page.unreadable).toBe(1);
  });
});

describe('HistoryStore when the index is full', () => {
  test('keeps the entries in the log, says so, and indexes them once there is room', async () => {
    const dataDir = tempDir();
    const small = openTestStore({ dataDir, maxIndexBytes: 400 * 1024 });
    const big = { pad: Array.from({ length: 2000 }, (_, i) => `word${i}`).join(' ') };
    let result = small.append([hookRun({ payload: big })]);
    for (let i = 0; i < 100 && result.ok && !result.indexError; i++)
      result = small.append([hookRun({ payload: big })]);
    expect(result.ok && result.indexError).toMatch(/index is full.*safe in the log/);
    const written = small.status();
    expect(written.pendingBytes).toBeGreaterThan(0);
    small.dispose();
    const roomy = openTestStore({ dataDir });
    await roomy.sync();
    expect(roomy.status()).toMatchObject({ pendingBytes: 0 });
    expect(roomy.status().entries).toBeGreaterThan(written.entries);
  });

  test('a full disk fails the append with a clear reason and corrupts nothing', () => {
    const dataDir = tempDir();
    const now = () => new Date('2026-03-01T12:00:00Z');
    const store = openTestStore({ dataDir, now });
    expect(store.append([hookRun({ event: 'Kept' })]).ok).toBe(true);
    fs.symlinkSync('/dev/full', path.join(store.dir, 'audit-2026-03-01-0002.jsonl'));
    const full = openTestStoreAfter(store, { dataDir, now, maxFileBytes: 1e9 });
    const result = full.append([hookRun({ event: 'Lost' })]);
    expect(result).toMatchObject({
      ok: false,
      reason: 'disk-full',
      message: expect.stringContaining('the disk is full'),
    });
    expect(
      full
        .query({ filter: {}, cursor: null, limit: 10, order: 'desc' })
        .entries.map((e) => e.event),
    ).toEqual(['Kept']);
  });
});

function openTestStoreAfter(
  previous: HistoryStore,
  options: Parameters<typeof openTestStore>[0],
): HistoryStore {
  previous.dispose();
  return openTestStore(options);
}
