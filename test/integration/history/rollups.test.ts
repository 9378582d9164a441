import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import { build } from 'rolldown';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

import type {
  HistoryCursor,
  HistoryEntry,
  HistoryEntryFilter,
  HistoryEntryInput,
  HistoryPage,
} from '../../../shared/schemas/history';
import { entryMatches } from '../../../electron/services/history/entry-filter';
import { auditPaths } from '../../../electron/services/history/history-paths';
import type { HistoryStore } from '../../../electron/services/history/history-store';
import { hookStatsOf } from '../../../electron/services/history/hook-stats';
import { openIndexDb } from '../../../electron/services/history/index-db';
import { IndexQueries } from '../../../electron/services/history/index-query';
import { AUDIT_MIGRATIONS } from '../../../electron/services/history/migrations';
import { timelineOf } from '../../../electron/services/history/timeline-stats';
import { builtAuditWorker } from '../../helpers/audit-worker';
import { hookRun, openTestStore, tempDir } from '../../unit/history/history-test-kit';
import { rollupsVersusScan } from './rollup-scan';

const DAY = 86_400_000;
const ROOT = path.resolve(__dirname, '../../..');
let child = '';

beforeAll(async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-rollups-'));
  child = path.join(out, 'ingest.cjs');
  await build({
    input: path.join(__dirname, 'rollup-ingest-child.ts'),
    platform: 'node',
    external: ['better-sqlite3'],
    logLevel: 'silent',
    output: { file: child, format: 'cjs' },
  });
  return () => fs.rmSync(out, { recursive: true, force: true });
});

/** A small deterministic PRNG: the same entries every run. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** Entries spread over three days either side of `around`; every one from source 'runner'. */
function randomEntries(rand: () => number, count: number, around: number): HistoryEntryInput[] {
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  return Array.from({ length: count }, () => {
    const ts = new Date(around + Math.floor((rand() - 0.5) * 6 * DAY)).toISOString();
    const kind = pick(['hook-run', 'hook-run', 'hookyard-run', 'agent-event', 'decision'] as const);
    const agent = pick(['claude-code', 'cline-cli'] as const);
    const workspace = pick(['/w/a', '/w/b']);
    const sessionId = pick(['s1', 's2', 's3']);
    const event = pick(['PreToolUse', 'PostToolUse', 'Stop']);
    // A Stop has no tool (one is drawn all the same, to keep the sequence): a shape never seen.
    const tool = pick(['Bash', 'Read', null]);
    return hookRun({
      ts,
      kind,
      agent,
      workspace,
      sessionId,
      event,
      tool: event === 'Stop' ? null : tool,
      hook: pick(['h1', 'h2', 'h3', null]),
      outcome: pick(['success', 'success', 'error', 'block', 'timeout', null]),
      // null, not undefined: an input without durationMs is rejected, and would not be counted.
      durationMs: rand() < 0.2 ? null : Math.floor(rand() * rand() * 2000),
    });
  });
}

function expectRollupsExact(dataDir: string): void {
  const db = new Database(auditPaths(dataDir).index, { readonly: true });
  try {
    const { stored, scanned } = rollupsVersusScan(db);
    expect(scanned.length).toBeGreaterThan(0);
    expect(stored).toEqual(scanned);
  } finally {
    db.close();
  }
}

/** The entries rows in the index: what the status's count (the files' counts) must equal. */
function countRows(dataDir: string): number {
  const db = new Database(auditPaths(dataDir).index, { readonly: true });
  try {
    return db.prepare('SELECT count(*) FROM entries').pluck().get() as number;
  } finally {
    db.close();
  }
}

// The filters the rollups answer: none, one column, a key column with a facet, a time range.
function rollupFilters(from: string): HistoryEntryFilter[] {
  return [
    {},
    { agent: 'cline-cli' },
    { hook: 'h2', from },
    { tool: 'Bash' },
    { workspace: '/w/b', from },
    { outcome: 'error' },
    { source: 'runner', hook: 'h1' },
    { agent: 'claude-code', event: 'Stop', outcome: 'block' },
    // Before the first month's end: that month's last days from daily cells, the next month whole.
    { event: 'Stop', from: '2026-02-27T05:00:00.000Z' },
  ];
}

// Timelines of two or more columns: one and an outcome (the hours), shape columns only (by day
// the entry shapes, by hour a scan), a combination no entry has.
function timelineFilters(from: string): HistoryEntryFilter[] {
  return [
    { hook: 'h2', outcome: 'error' },
    { workspace: '/w/a', outcome: 'block', from },
    { agent: 'cline-cli', event: 'Stop' },
    { kind: 'decision', tool: 'Read', outcome: 'timeout', from },
    { source: 'runner', event: 'Stop', tool: 'Bash' },
  ];
}

// The store's answers (from the rollups) against a scan of the same entries, in the same index.
function expectQueriesAgree(store: HistoryStore, dataDir: string, from: string): void {
  const db = new Database(auditPaths(dataDir).index, { readonly: true });
  const queries = new IndexQueries(db, auditPaths(dataDir).dir);
  const counts = (stats: ReturnType<HistoryStore['hookStats']>) =>
    stats
      .map(({ p50Ms: _p50, p95Ms: _p95, ...rest }) => rest)
      .sort((a, b) => (JSON.stringify(a) < JSON.stringify(b) ? -1 : 1));
  try {
    for (const filter of rollupFilters(from)) {
      const sql = queries.filterSql(filter);
      for (const bucket of ['hour', 'day'] as const) {
        expect(store.timeline(filter, bucket)).toEqual(timelineOf(db, filter, sql, bucket, 'scan'));
      }
      const stats = store.hookStats(filter);
      expect(stats.length).toBeGreaterThan(0);
      expect(counts(stats)).toEqual(counts(hookStatsOf(db, filter, sql, 'scan')));
    }
    for (const filter of timelineFilters(from)) {
      const sql = queries.filterSql(filter);
      for (const bucket of ['hour', 'day'] as const) {
        expect(store.timeline(filter, bucket)).toEqual(timelineOf(db, filter, sql, bucket, 'scan'));
      }
    }
  } finally {
    db.close();
  }
  expectPagesAgree(store, from);
}

// Filters on two or more shape columns, whose pages are walked within the days the entry shapes
// allow: a combination that never occurs (a Stop has no tool), one seen on a few days only.
function shapeFilters(from: string): HistoryEntryFilter[] {
  return [
    { event: 'Stop', tool: 'Bash' },
    { agent: 'cline-cli', event: 'Stop', outcome: 'block', hook: 'h1' },
    { kind: 'decision', tool: 'Read', outcome: 'timeout', from },
    { source: 'runner', event: 'PostToolUse', tool: 'Bash', text: 'npm' },
  ];
}

// Every page of those filters, newest first and oldest first, against every entry filtered in
// memory (entryMatches decides as the index does).
function expectPagesAgree(store: HistoryStore, from: string): void {
  const pages = (filter: HistoryEntryFilter, order: 'asc' | 'desc', limit: number) => {
    const entries: HistoryEntry[] = [];
    let cursor: HistoryCursor | null = null;
    do {
      const page: HistoryPage = store.query({ filter, cursor, limit, order });
      entries.push(...page.entries);
      cursor = page.nextCursor;
    } while (cursor);
    return entries;
  };
  const ids = (entries: HistoryEntry[]) => entries.map((entry) => entry.id);
  const all = pages({}, 'asc', 500);
  expect(all.length).toBe(store.status().entries);
  for (const filter of shapeFilters(from)) {
    const expected = all.filter((entry) => entryMatches(entry, filter)).map((entry) => entry.id);
    if (filter.tool === 'Bash' && filter.event === 'Stop') expect(expected).toEqual([]);
    else expect(expected.length).toBeGreaterThan(0);
    expect(ids(pages(filter, 'asc', 7))).toEqual(expected);
    expect(ids(pages(filter, 'desc', 7))).toEqual([...expected].reverse());
  }
}

describe('audit rollups', () => {
  test('equal a full scan after random appends, a reindex and retention passes, with appends between the steps of one', async () => {
    const dataDir = tempDir();
    const start = Date.parse('2026-03-01T12:00:00Z');
    let now = start;
    const store = openTestStore({
      dataDir,
      now: () => new Date(now),
      retention: { maxAgeDays: 10, maxBytes: 1e12 },
      // Small steps: a file's rows go in a dozen, cells of a day lose runs in several.
      retentionStepRows: 64,
    });
    const rand = prng(7);
    for (let file = 0; file < 4; file++) {
      now = start + file * 5 * DAY;
      for (let batch = 0; batch < 6; batch++) {
        const result = store.append(randomEntries(rand, 1 + Math.floor(rand() * 300), now));
        expect(result.ok && !result.indexError && result.rejected.length === 0).toBe(true);
      }
      expectRollupsExact(dataDir);
    }
    const from = new Date(start + 7 * DAY + 1_234_567).toISOString();
    expectQueriesAgree(store, dataDir, from);

    await store.reindex({});
    expectRollupsExact(dataDir);

    const before = store.status().entries;
    const report = store.applyRetention();
    expect(report.removedFiles).toEqual(['audit-2026-03-01-0001.jsonl']);
    expect(store.status().entries).toBe(before - report.removedEntries);
    expectRollupsExact(dataDir);
    expectQueriesAgree(store, dataDir, from);

    // Two files in one pass: the days they share (their entries spread three days either side)
    // are recounted once, from what is left of them.
    now = start + 25 * DAY;
    const second = store.applyRetention();
    expect(second.removedFiles).toEqual([
      'audit-2026-03-06-0001.jsonl',
      'audit-2026-03-11-0001.jsonl',
    ]);
    expect(second.removedEntries).toBeGreaterThan(0);
    expectRollupsExact(dataDir);
    expectQueriesAgree(store, dataDir, from);

    // Retention as the service runs it, a step at a time, with appends between the steps: into
    // the days being dropped (an import's old timestamps) and into today. After every step the
    // rollups equal a scan of the rows left at that moment.
    now = start + 35 * DAY;
    expect(store.append(randomEntries(rand, 50, now)).ok).toBe(true);
    const retired = store.retireExpiredFiles();
    expect(retired).toEqual(['audit-2026-03-16-0001.jsonl']);
    let steps = 0;
    for (let step = store.dropRetiredStep(); step; step = store.dropRetiredStep()) {
      steps += 1;
      const around = rand() < 0.5 ? start + 15 * DAY : now;
      const result = store.append(randomEntries(rand, 1 + Math.floor(rand() * 40), around));
      expect(result.ok && !result.indexError && result.rejected.length === 0).toBe(true);
      expectRollupsExact(dataDir);
    }
    expect(steps).toBeGreaterThan(5);
    expect(store.status().entries).toBe(countRows(dataDir));
  }, 120_000);

  /** A data folder whose log of 30,000 entries has no index, and how many entries it holds. */
  function unindexedLog(): { dataDir: string; total: number } {
    // The same entries each time: written once, copied for each test.
    logTemplate ??= writeUnindexedLog(fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-rollups-')));
    const dataDir = tempDir();
    fs.cpSync(logTemplate.dataDir, dataDir, { recursive: true });
    return { dataDir, total: logTemplate.total };
  }
  let logTemplate: { dataDir: string; total: number } | undefined;
  afterAll(() => {
    if (logTemplate) fs.rmSync(logTemplate.dataDir, { recursive: true, force: true });
  });

  function writeUnindexedLog(dataDir: string): { dataDir: string; total: number } {
    const writer = openTestStore({ dataDir });
    const rand = prng(11);
    for (let batch = 0; batch < 15; batch++) {
      const result = writer.append(randomEntries(rand, 2000, Date.parse('2026-03-01T12:00:00Z')));
      expect(result.ok && result.rejected.length === 0).toBe(true);
    }
    const total = writer.status().entries;
    writer.dispose();
    for (const suffix of ['', '-wal', '-shm'])
      fs.rmSync(auditPaths(dataDir).index + suffix, { force: true });
    return { dataDir, total };
  }

  /** Kills the ingest child as `when` says, then checks the rollups, syncs the rest, checks again. */
  async function killMidIngestThenSync(
    { dataDir, total }: { dataDir: string; total: number },
    auditWorker: string | null,
    when: (stdout: string) => boolean,
  ): Promise<void> {
    const said = await runAndKill(dataDir, auditWorker, when);
    expect(said).not.toContain('done');
    const partial = new Database(auditPaths(dataDir).index);
    const indexed = partial.prepare('SELECT count(*) FROM entries').pluck().get() as number;
    partial.close();
    expect(indexed).toBeGreaterThan(0);
    expect(indexed).toBeLessThan(total);
    expectRollupsExact(dataDir);

    const store = openTestStore({ dataDir });
    await store.sync();
    expect(store.status().entries).toBe(total);
    expectRollupsExact(dataDir);
    expectQueriesAgree(store, dataDir, '2026-03-01T13:20:00.000Z');
  }

  test('equal a full scan after an ingest killed with SIGKILL, and after the sync that follows', async () => {
    // Killed once it has committed one batch (each is a transaction on the main thread).
    await killMidIngestThenSync(unindexedLog(), null, (stdout) => /"entries":[1-9]/.test(stdout));
  }, 120_000);

  test('equal a full scan after a bulk sync on its threads killed with SIGKILL mid-transaction', async () => {
    const log = unindexedLog();
    // Over the child's threshold for a bulk sync (1 MiB), which it runs in transactions of four
    // batches.
    const files = fs.readdirSync(auditPaths(log.dataDir).dir).filter((f) => f.endsWith('.jsonl'));
    const bytes = files.reduce(
      (sum, f) => sum + fs.statSync(path.join(auditPaths(log.dataDir).dir, f)).size,
      0,
    );
    expect(bytes).toBeGreaterThan(1024 * 1024);
    // Killed after its tenth batch: two transactions committed, the third open.
    await killMidIngestThenSync(log, await builtAuditWorker(), (stdout) => {
      return (stdout.match(/^progress /gm) ?? []).length >= 10;
    });
  }, 120_000);
});

test('stay exact when lines are indexed twice or share a time slot, on the main thread and the threads', async () => {
  // A batch's hook cells are counted as it is built, each line at its first seq; a line skipped
  // as already indexed, or moved to a free seq, makes the writer count that batch row by row.
  const dataDir = tempDir();
  const writer = openTestStore({ dataDir, auditWorker: null });
  const rand = prng(17);
  // 300 entries in one millisecond: 1024 slots, so their seqs collide and some are moved.
  const oneMs = randomEntries(rand, 300, Date.parse('2026-03-01T12:00:00Z')).map((entry) => ({
    ...entry,
    ts: '2026-03-01T12:00:00.000Z',
  }));
  expect(writer.append(oneMs).ok).toBe(true);
  expect(writer.append(randomEntries(rand, 700, Date.parse('2026-03-01T12:00:00Z'))).ok).toBe(true);
  writer.dispose();
  expectRollupsExact(dataDir);
  // Every line of the log twice, as after a file restored over itself.
  const { dir, index } = auditPaths(dataDir);
  const log = path.join(dir, fs.readdirSync(dir).find((name) => name.endsWith('.jsonl')) as string);
  fs.appendFileSync(log, fs.readFileSync(log));
  for (const auditWorker of [null, await builtAuditWorker()]) {
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(index + suffix, { force: true });
    const store = openTestStore({
      dataDir,
      auditWorker,
      bulkSizes: { minBytes: 1, chunkBytes: 64 * 1024, groupBytes: 3 * 64 * 1024 },
    });
    await store.sync();
    expect(store.status().entries).toBe(1000);
    expectRollupsExact(dataDir);
    expectQueriesAgree(store, dataDir, '2026-03-01T13:20:00.000Z');
    store.dispose();
  }
});

test('stay exact with term ids past 32 bits (the deltas key cells by a number per field and term)', () => {
  const dataDir = tempDir();
  openTestStore({ dataDir }).dispose();
  // Term ids are rowids: the values of the entries below are numbered from 2^40 + 1 on.
  const db = new Database(auditPaths(dataDir).index);
  db.prepare("INSERT INTO terms (id, field, value) VALUES (?, 3, 'no-such-agent')").run(2 ** 40);
  db.close();
  const store = openTestStore({ dataDir });
  const rand = prng(13);
  for (let batch = 0; batch < 3; batch++) {
    const result = store.append(randomEntries(rand, 400, Date.parse('2026-03-01T12:00:00Z')));
    expect(result.ok && result.rejected.length === 0).toBe(true);
  }
  expectRollupsExact(dataDir);
  expectQueriesAgree(store, dataDir, '2026-03-01T13:20:00.000Z');
  store.dispose();
});

// The SQL that takes an index back to the schema before a migration (the later ones undone too).
const BEFORE_MIGRATION: Record<number, string> = {
  // Migration 003: its two hook tables, no cells.
  4: `
    DROP TABLE rollup_hook_cells;
    DROP TABLE rollup_hook_months;
    DROP TABLE rollup_shapes;
    CREATE TABLE rollup_hook_days (hook INTEGER, agent INTEGER, event INTEGER, kind INTEGER,
      day INTEGER, outcome INTEGER, entries INTEGER, last_seq INTEGER);
    CREATE TABLE rollup_hook_durations (hook INTEGER, agent INTEGER, event INTEGER, kind INTEGER,
      day INTEGER, bin INTEGER, entries INTEGER, total REAL);
    DELETE FROM schema_migrations WHERE version >= 4;
  `,
  // Migration 004: daily hook cells, no monthly ones.
  5: `
    DROP TABLE rollup_hook_months;
    DROP TABLE rollup_shapes;
    DELETE FROM schema_migrations WHERE version >= 5;
  `,
  // Migration 005: no entry shapes.
  6: `
    DROP TABLE rollup_shapes;
    DELETE FROM schema_migrations WHERE version >= 6;
  `,
};

test.each([
  [4, 'counts the hook cells'],
  [5, 'sums the monthly hook cells'],
  [6, 'counts the entry shapes'],
])('migration 00%i %s of an index made before it, without a reindex', (version) => {
  const dataDir = tempDir();
  const store = openTestStore({ dataDir });
  const rand = prng(5);
  // Entries either side of a month's end: the monthly cells of both months.
  for (let batch = 0; batch < 4; batch++) {
    const result = store.append(randomEntries(rand, 500, Date.parse('2026-03-01T12:00:00Z')));
    expect(result.ok && result.rejected.length === 0).toBe(true);
  }
  const entries = store.status().entries;
  store.dispose();
  const old = new Database(auditPaths(dataDir).index);
  old.exec(BEFORE_MIGRATION[version] as string);
  old.close();

  const db = openIndexDb({ file: auditPaths(dataDir).index });
  try {
    expect(db.prepare('SELECT max(version) FROM schema_migrations').pluck().get()).toBe(
      AUDIT_MIGRATIONS.at(-1)?.version,
    );
    expect(db.prepare('SELECT count(*) FROM entries').pluck().get()).toBe(entries);
    const { stored, scanned } = rollupsVersusScan(db);
    const months = new Set(
      stored.flatMap((line) => /^hook-cells month 0,0,(\d+),/.exec(line)?.[1] ?? []),
    );
    expect(months.size).toBe(2);
    expect(stored).toEqual(scanned);
  } finally {
    db.close();
  }
});

/** Runs the ingest child (with the audit worker, if given) and kills it with SIGKILL once `when`. */
function runAndKill(
  dataDir: string,
  auditWorker: string | null,
  when: (stdout: string) => boolean,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const ingest = spawn(
      process.execPath,
      [child, dataDir, ...(auditWorker ? [auditWorker] : [])],
      {
        env: { ...process.env, NODE_PATH: path.join(ROOT, 'node_modules') },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stdout = '';
    let stderr = '';
    ingest.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    ingest.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (when(stdout)) ingest.kill('SIGKILL');
    });
    ingest.on('error', reject);
    ingest.on('close', (code, signal) =>
      signal === 'SIGKILL'
        ? resolve(stdout)
        : reject(new Error(`ingest ended with ${code}: ${stderr}${stdout}`)),
    );
  });
}
