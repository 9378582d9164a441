import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';

import type { HistoryEntryInput, HistoryHookStat } from '../../../shared/schemas/history';
import { auditPaths } from '../../../electron/services/history/history-paths';
import {
  hookStatsPartsOf,
  mergeHookStatsParts,
  splitSpan,
} from '../../../electron/services/history/hook-stats-parts';
import { IndexQueries } from '../../../electron/services/history/index-query';
import { indexBounds } from '../../../electron/services/history/rollup-query';
import { hookRun, openTestStore, tempDir } from './history-test-kit';

const START = Date.UTC(2026, 2, 1, 8);

/** Hook runs with every kind of duration a percentile meets: ties, fractions, none. */
function entries(count: number): HistoryEntryInput[] {
  let seed = 7;
  const next = (below: number) => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return (seed >>> 8) % below;
  };
  const durations = [null, 0, 0.5, 3, 3, 12.345678901234567, 250];
  const outcomes = ['success', 'success', 'error', 'timeout', 'block', 'deny', 'allow'];
  return Array.from({ length: count }, (_, index) =>
    hookRun({
      ts: new Date(START + index * 7_000 + next(5_000)).toISOString(),
      kind: next(6) === 0 ? 'agent-event' : 'hook-run',
      agent: next(2) ? 'claude-code' : 'cline-cli',
      event: ['PreToolUse', 'PostToolUse', 'Stop'][next(3)] as string,
      hook: `guard-${next(5)}.sh`,
      outcome: outcomes[next(outcomes.length)] as string,
      durationMs: next(3) ? (durations[next(durations.length)] ?? null) : next(100_000) / 7,
      payload: { tool_input: { command: next(2) ? 'npm run deploy' : 'npm test' } },
    }),
  );
}

/** SQLite's own statistics of the same runs (percentile_cont), named like HistoryHookStats. */
function sqliteStats(db: Database.Database, match: string, low: number, high: number) {
  const outcomeIds = (values: string[]) =>
    `SELECT id FROM terms WHERE value IN (${values.map((value) => `'${value}'`).join(',')})`;
  return db
    .prepare(
      `SELECT h.value AS hook, a.value AS agent, v.value AS event, count(*) AS runs,
         total(e.outcome IN (${outcomeIds(['error', 'timeout', 'invalid-output'])})) AS failures,
         total(e.outcome IN (${outcomeIds(['block', 'deny', 'stop'])})) AS blocks,
         percentile_cont(e.duration, 0.5) AS p50Ms, percentile_cont(e.duration, 0.95) AS p95Ms
       FROM entries_text t JOIN entries e ON e.seq = t.rowid
       JOIN terms h ON h.id = e.hook JOIN terms a ON a.id = e.agent JOIN terms v ON v.id = e.event
       WHERE entries_text MATCH ? AND t.rowid >= ? AND t.rowid < ?
         AND e.kind IN (SELECT id FROM terms WHERE value = 'hook-run')
       GROUP BY e.hook, e.agent, e.event`,
    )
    .all(match, low, high) as object[];
}

const byKey = (stats: object[]) =>
  [...stats].sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));

describe('per-hook statistics counted in spans of the index and merged', () => {
  test('equal SQLite’s own over all the runs, percentiles to the last bit, however many spans', () => {
    const dataDir = tempDir();
    const store = openTestStore({ dataDir });
    expect(store.append(entries(3_000)).ok).toBe(true);
    const { dir, index } = auditPaths(dataDir);
    const db = new Database(index, { readonly: true });
    try {
      const queries = new IndexQueries(db, dir);
      for (const filter of [
        { text: 'deploy' },
        // A time range inside the log: spans are cut to it.
        { text: 'deploy', from: new Date(START + 4_000_000).toISOString() },
      ]) {
        const sql = queries.filterSql(filter);
        if (!sql?.match) throw new Error('a word filter matches');
        const expected = sqliteStats(db, sql.match, sql.low, sql.high);
        expect(expected.length).toBeGreaterThan(20);
        for (const count of [1, 2, 3, 5]) {
          const spans = splitSpan(indexBounds(db), count);
          expect(spans).toHaveLength(count);
          const merged = mergeHookStatsParts(
            spans.map((span) => hookStatsPartsOf(db, sql, span)),
            500,
          );
          const counted = merged.map(
            ({ hook, agent, event, runs, failures, blocks, p50Ms, p95Ms }) => ({
              hook,
              agent,
              event,
              runs,
              failures,
              blocks,
              p50Ms,
              p95Ms,
            }),
          );
          expect(byKey(counted), `${count} spans, ${JSON.stringify(filter)}`).toEqual(
            byKey(expected),
          );
          // Busiest first.
          const runs = merged.map((stat: HistoryHookStat) => stat.runs);
          expect(runs).toEqual([...runs].sort((a, b) => b - a));
        }
      }
    } finally {
      db.close();
    }
  });

  test('spans of equal width that leave out nothing before, between or after them', () => {
    expect(splitSpan({ first: null, last: null }, 3)).toEqual([{ from: -Infinity, to: Infinity }]);
    expect(splitSpan({ first: 100, last: 399 }, 3)).toEqual([
      { from: -Infinity, to: 200 },
      { from: 200, to: 300 },
      { from: 300, to: Infinity },
    ]);
    expect(splitSpan({ first: 5, last: 5 }, 2)).toEqual([
      { from: -Infinity, to: 6 },
      { from: 6, to: Infinity },
    ]);
  });
});
