import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import { build } from 'rolldown';
import { beforeAll, describe, expect, test } from 'vitest';

import type { HistoryEntryFilter, HistoryEntryInput } from '../../../shared/schemas/history';
import { auditPaths } from '../../../electron/services/history/history-paths';
import type { HistoryStore } from '../../../electron/services/history/history-store';
import { hookStatsOf } from '../../../electron/services/history/hook-stats';
import { openIndexDb } from '../../../electron/services/history/index-db';
import { IndexQueries } from '../../../electron/services/history/index-query';
import { timelineOf } from '../../../electron/services/history/timeline-stats';
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
  return Array.from({ length: count }, () =>
    hookRun({
      ts: new Date(around + Math.floor((rand() - 0.5) * 6 * DAY)).toISOString(),
      kind: pick(['hook-run', 'hook-run', 'hookyard-run', 'agent-event', 'decision'] as const),
      agent: pick(['claude-code', 'cline-cli'] as const),
      workspace: pick(['/w/a', '/w/b']),
      sessionId: pick(['s1', 's2', 's3']),
      event: pick(['PreToolUse', 'PostToolUse', 'Stop']),
      tool: pick(['Bash', 'Read', null]),
      hook: pick(['h1', 'h2', 'h3', null]),
      outcome: pick(['success', 'success', 'error', 'block', 'timeout', null]),
      // null, not undefined: an input without durationMs is rejected, and would not be counted.
      durationMs: rand() < 0.2 ? null : Math.floor(rand() * rand() * 2000),
    }),
  );
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
  } finally {
    db.close();
  }
}

describe('audit rollups', () => {
  test('equal a full scan after random appends, a reindex and a retention pass', async () => {
    const dataDir = tempDir();
    const start = Date.parse('2026-03-01T12:00:00Z');
    let now = start;
    const store = openTestStore({
      dataDir,
      now: () => new Date(now),
      retention: { maxAgeDays: 10, maxBytes: 1e12 },
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
  }, 60_000);

  test('equal a full scan after an ingest killed with SIGKILL, and after the sync that follows', async () => {
    const dataDir = tempDir();
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

    const said = await runAndKillAfterFirstBatch(dataDir);
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
  }, 120_000);
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

test('migration 004 counts the hook cells of an index made before it, without a reindex', () => {
  const dataDir = tempDir();
  const store = openTestStore({ dataDir });
  const rand = prng(5);
  for (let batch = 0; batch < 4; batch++) {
    const result = store.append(randomEntries(rand, 500, Date.parse('2026-03-01T12:00:00Z')));
    expect(result.ok && result.rejected.length === 0).toBe(true);
  }
  const entries = store.status().entries;
  store.dispose();
  // Back to the schema of migration 003: its two hook tables, no cells.
  const old = new Database(auditPaths(dataDir).index);
  old.exec(`
    DROP TABLE rollup_hook_cells;
    CREATE TABLE rollup_hook_days (hook INTEGER, agent INTEGER, event INTEGER, kind INTEGER,
      day INTEGER, outcome INTEGER, entries INTEGER, last_seq INTEGER);
    CREATE TABLE rollup_hook_durations (hook INTEGER, agent INTEGER, event INTEGER, kind INTEGER,
      day INTEGER, bin INTEGER, entries INTEGER, total REAL);
    DELETE FROM schema_migrations WHERE version = 4;
  `);
  old.close();

  const db = openIndexDb({ file: auditPaths(dataDir).index });
  try {
    expect(db.prepare('SELECT max(version) FROM schema_migrations').pluck().get()).toBe(4);
    expect(db.prepare('SELECT count(*) FROM entries').pluck().get()).toBe(entries);
    const { stored, scanned } = rollupsVersusScan(db);
    expect(stored.filter((line) => line.startsWith('hook-cells')).length).toBeGreaterThan(0);
    expect(stored).toEqual(scanned);
  } finally {
    db.close();
  }
});

/** Runs the ingest child and kills it with SIGKILL once it has committed one batch. */
function runAndKillAfterFirstBatch(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const ingest = spawn(process.execPath, [child, dataDir], {
      env: { ...process.env, NODE_PATH: path.join(ROOT, 'node_modules') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    ingest.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    ingest.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (/"entries":[1-9]/.test(stdout)) ingest.kill('SIGKILL');
    });
    ingest.on('error', reject);
    ingest.on('close', (code, signal) =>
      signal === 'SIGKILL'
        ? resolve(stdout)
        : reject(new Error(`ingest ended with ${code}: ${stderr}${stdout}`)),
    );
  });
}
