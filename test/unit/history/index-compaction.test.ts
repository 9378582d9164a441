import path from 'node:path';

import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';

import type { HistoryEntryFilter } from '../../../shared/schemas/history';
import { compactIndexStep } from '../../../electron/services/history/index-compaction';
import { auditPaths } from '../../../electron/services/history/history-paths';
import { HistoryService } from '../../../electron/services/history/history-service';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';
import type { HistoryStore } from '../../../electron/services/history/history-store';
import { hookRun, openTestStore, tempDir } from './history-test-kit';

/** The full-text index's segments (FTS5 keeps the segment id in the bits above 37 of a page id). */
function ftsSegments(db: Database.Database): number {
  return db
    .prepare('SELECT count(DISTINCT id >> 37) FROM entries_text_data WHERE id >> 37 > 0')
    .pluck()
    .get() as number;
}

const FILTERS: HistoryEntryFilter[] = [
  {},
  { event: 'Stop' },
  { tool: 'Bash', outcome: 'error' },
  { text: 'deploy' },
  { text: 'deploy', event: 'PreToolUse' },
];

/** Every entry id each filter finds, newest first. */
function answers(store: HistoryStore): string[][] {
  return FILTERS.map((filter) =>
    store
      .query({ filter, cursor: null, limit: 1000, order: 'desc' })
      .entries.map((entry) => entry.id),
  );
}

/** Appends 120 batches one by one: each commit leaves a small segment, as live appends do. */
function appendInBatches(store: HistoryStore): void {
  for (let batch = 0; batch < 120; batch++) {
    const result = store.append(
      Array.from({ length: 4 }, (_, i) =>
        hookRun({
          ts: new Date(Date.UTC(2026, 2, 1, 0, batch, i)).toISOString(),
          event: ['PreToolUse', 'PostToolUse', 'Stop'][(batch + i) % 3],
          tool: i % 2 ? 'Bash' : 'Read',
          outcome: batch % 5 ? 'success' : 'error',
          payload: { tool_input: { command: `${batch % 7 ? 'build' : 'deploy'} step ${batch}` } },
        }),
      ),
    );
    if (!result.ok) throw new Error(result.message);
  }
}

describe('index compaction', () => {
  test('merges the segments appends leave, in bounded steps, and every filter finds the same', () => {
    const store = openTestStore();
    appendInBatches(store);
    const before = answers(store);
    const db = new Database(auditPaths(path.dirname(store.dir)).index);
    try {
      const left = ftsSegments(db);
      expect(left).toBeGreaterThan(10);
      let steps = 0;
      while (compactIndexStep(db, 1)) steps += 1;
      // One page a step: the merge took several short transactions, not one long one.
      expect(steps).toBeGreaterThan(3);
      expect(ftsSegments(db)).toBeLessThan(left / 3);
      expect(() =>
        db.exec("INSERT INTO entries_text (entries_text) VALUES ('integrity-check')"),
      ).not.toThrow();
    } finally {
      db.close();
    }
    expect(answers(store)).toEqual(before);
  });

  test('the service compacts in the background once it has opened', async () => {
    const root = tempDir();
    const dataDir = path.join(root, 'data');
    const store = openTestStore({ dataDir });
    appendInBatches(store);
    store.dispose();
    const segments = () => {
      const db = new Database(auditPaths(dataDir).index, { readonly: true });
      try {
        return ftsSegments(db);
      } finally {
        db.close();
      }
    };
    const appended = segments();
    const opened = await HistoryService.open({
      dataDir,
      paths: resolveHostPaths({ HOME: path.join(root, 'home') }, 'linux'),
      env: {},
      compactionDelayMs: 0,
    });
    if (!opened.ok) throw new Error(opened.message);
    try {
      await expect.poll(segments).toBeLessThan(appended / 3);
    } finally {
      await opened.service.dispose();
    }
  });
});
