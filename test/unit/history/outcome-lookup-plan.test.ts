import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';

import type { HistoryEntryFilter, HistoryEntryInput } from '../../../shared/schemas/history';
import { auditPaths } from '../../../electron/services/history/history-paths';
import { IndexQueries } from '../../../electron/services/history/index-query';
import { outcomeLookupPays } from '../../../electron/services/history/outcome-lookup-plan';
import { indexBounds } from '../../../electron/services/history/rollup-query';
import { timelineOf } from '../../../electron/services/history/timeline-stats';
import { hookRun, openTestStore, tempDir } from './history-test-kit';

const START = Date.UTC(2026, 2, 1, 8, 17);
const SPACING_MS = 60_000;
const COUNT = 4_000;
const END = START + COUNT * SPACING_MS;

/** Entries a minute apart (almost three days), every outcome and none, two agents, three tools. */
function entries(): HistoryEntryInput[] {
  let seed = 11;
  const next = (below: number) => {
    seed = (seed * 1664525 + 1013904223) >>> 0;
    return (seed >>> 8) % below;
  };
  const outcomes = ['success', 'success', 'error', 'timeout', 'block', 'deny', 'allow'];
  return Array.from({ length: COUNT }, (_, index) => {
    const agentEvent = next(8) === 0;
    return hookRun({
      ts: new Date(START + index * SPACING_MS + next(30_000)).toISOString(),
      kind: agentEvent ? 'agent-event' : 'hook-run',
      agent: next(2) ? 'claude-code' : 'cline-cli',
      tool: ['Bash', 'Read', 'Edit'][next(3)] as string,
      outcome: agentEvent ? undefined : (outcomes[next(outcomes.length)] as string),
      payload: { tool_input: { command: 'npm run deploy' } },
    });
  });
}

describe('a timeline that reads the outcome of each match instead of walking it three times', () => {
  test('is chosen for few matches against long doclists, and counts what the three walks count', () => {
    const dataDir = tempDir();
    const store = openTestStore({ dataDir });
    expect(store.append(entries()).ok).toBe(true);
    const db = new Database(auditPaths(dataDir).index, { readonly: true });
    try {
      const queries = new IndexQueries(db, auditPaths(dataDir).dir);
      const { first, last } = indexBounds(db);
      const plan = (filter: HistoryEntryFilter) => {
        const sql = queries.filterSql(filter);
        if (!sql) throw new Error('every value of these filters occurs');
        const range = {
          low: Math.max(sql.low, first as number),
          high: Math.min(sql.high, (last as number) + 1),
        };
        return { sql, lookup: outcomeLookupPays(db, filter, sql, range) };
      };
      const lastHour = new Date(END - 3_600_000 + 123_456).toISOString();
      const few: HistoryEntryFilter[] = [
        { tool: 'Bash', agent: 'claude-code', from: lastHour },
        { agent: 'cline-cli', from: lastHour },
        { tool: 'Edit', outcome: 'error', from: lastHour },
      ];
      const many: HistoryEntryFilter[] = [
        // The whole log: most entries of the shorter doclist match.
        { tool: 'Bash', agent: 'claude-code' },
        { agent: 'cline-cli', event: 'PreToolUse' },
        // A word's doclist length is not kept: the walks.
        { tool: 'Bash', text: 'deploy', from: lastHour },
      ];
      for (const filter of few) expect(plan(filter).lookup, JSON.stringify(filter)).toBe(true);
      for (const filter of many) expect(plan(filter).lookup, JSON.stringify(filter)).toBe(false);
      for (const filter of [...few, ...many]) {
        const { sql } = plan(filter);
        for (const bucket of ['minute', 'hour'] as const) {
          const read = timelineOf(db, filter, sql, bucket);
          expect(read.points.length).toBeGreaterThan(0);
          const total = (of: 'failures' | 'blocks') =>
            read.points.reduce((sum, point) => sum + point[of], 0);
          expect(total('failures')).toBeGreaterThan(0);
          if (!filter.outcome) expect(total('blocks')).toBeGreaterThan(0);
          expect(read).toEqual(timelineOf(db, filter, sql, bucket, 'scan'));
        }
      }
    } finally {
      db.close();
    }
  });
});
