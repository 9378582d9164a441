import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';

import { auditPaths } from '../../../electron/services/history/history-paths';
import { STATUS_SQL } from '../../../electron/services/history/history-status';
import { hookRun, openTestStore, tempDir } from './history-test-kit';

const at = (minute: number) => new Date(Date.UTC(2026, 2, 1, 10, minute)).toISOString();

/** The entries the index really holds, counted row by row. */
function countedRows(dataDir: string): number {
  const db = new Database(auditPaths(dataDir).index, { readonly: true });
  try {
    return db.prepare('SELECT count(*) FROM entries').pluck().get() as number;
  } finally {
    db.close();
  }
}

describe('history status', () => {
  // The count is read from the files' counts instead of the entries: it must stay exactly the
  // number of rows through everything that adds or removes them.
  test('counts exactly the indexed entries through duplicates, bad lines, a resync and retention', async () => {
    const dataDir = tempDir();
    let day = new Date('2026-03-01T12:00:00Z');
    const now = () => day;
    const store = openTestStore({
      dataDir,
      now,
      maxFileBytes: 2_000,
      retention: { maxAgeDays: 1, maxBytes: 1e9 },
    });
    const first = store.append(Array.from({ length: 12 }, (_, i) => hookRun({ ts: at(i) })));
    if (!first.ok) throw new Error(first.message);
    // The same entries again (an ingester re-reading its source): recognised by their ids.
    store.append(first.entries.slice(0, 5));
    day = new Date('2026-03-03T12:00:00Z');
    store.append(Array.from({ length: 7 }, (_, i) => hookRun({ ts: at(30 + i) })));
    expect(store.status().entries).toBe(19);

    // A file written behind the store's back, with a line that is no entry: the sync indexes the
    // good line and skips the bad one.
    const extra = path.join(store.dir, 'audit-2026-03-03-0099.jsonl');
    const line = JSON.stringify({ ...first.entries[0], id: '01KJKZ7C00ABCDEFGHJKMNPQRS' });
    fs.writeFileSync(extra, `${line}\n{"not":"an entry"}\n`);
    await store.sync();
    expect(store.status().entries).toBe(20);
    expect(store.status().entries).toBe(countedRows(dataDir));

    // Retention drops the first day's files and their rows.
    const report = store.applyRetention();
    expect(report.removedEntries).toBeGreaterThan(0);
    expect(store.status().entries).toBe(20 - report.removedEntries);
    expect(store.status().entries).toBe(countedRows(dataDir));

    // A file that lost its lines (cut by hand): its rows go and the rest is indexed again.
    fs.truncateSync(extra, 0);
    await store.sync();
    expect(store.status().entries).toBe(countedRows(dataDir));
    await store.reindex({ fresh: false });
    expect(store.status().entries).toBe(countedRows(dataDir));
  });

  // A killed writer can leave half a line at the end of a file. The next writer closes it when it
  // appends to that file, but not when it starts a new one (a full file, a new day).
  test('has nothing pending after a torn line in a file the next writer rotated past', async () => {
    const dataDir = tempDir();
    const first = openTestStore({ dataDir, now: () => new Date('2026-03-01T12:00:00Z') });
    const appended = first.append([hookRun({ ts: at(1) })]);
    if (!appended.ok) throw new Error(appended.message);
    first.dispose();
    const file = path.join(auditPaths(dataDir).dir, 'audit-2026-03-01-0001.jsonl');
    const whole = fs.readFileSync(file);
    fs.appendFileSync(file, '{"id":"01KJKZ7C00ABCDEFG');

    const next = openTestStore({ dataDir, now: () => new Date('2026-03-02T12:00:00Z') });
    next.append([hookRun({ ts: at(2) })]);
    await next.sync();
    expect(next.status()).toMatchObject({ entries: 2, files: 2, pendingBytes: 0 });
    // The torn bytes are kept, closed as one bad line.
    expect(fs.readFileSync(file).subarray(0, whole.length)).toEqual(whole);
    expect(fs.readFileSync(file, 'utf8').endsWith('{"id":"01KJKZ7C00ABCDEFG\n')).toBe(true);
  });

  test('reads the count and the time span without walking the entries', () => {
    const store = openTestStore();
    store.append([hookRun()]);
    const db = new Database(auditPaths(path.dirname(store.dir)).index, { readonly: true });
    try {
      const plan = db.prepare(`EXPLAIN QUERY PLAN ${STATUS_SQL}`).all() as { detail: string }[];
      expect(plan.map((step) => step.detail)).not.toContain('SCAN entries');
      expect(plan.map((step) => step.detail)).toContain('SEARCH entries');
    } finally {
      db.close();
    }
  });
});
