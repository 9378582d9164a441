import fs from 'node:fs';

import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';

import { HistoryReader } from '../../../electron/services/history/history-reader';
import { timeOfSeq } from '../../../electron/services/history/history-id';
import { auditPaths } from '../../../electron/services/history/history-paths';
import type { HistoryReads } from '../../../electron/services/history/history-reads';
import { AUDIT_MIGRATIONS } from '../../../electron/services/history/migrations';
import { migrate } from '../../../electron/services/history/migrations/migrate';
import { hookRun, openTestStore, tempDir } from './history-test-kit';

// The app's store and the CLI's read-only reader share one read side (history-reads.ts): on the
// same index, every read answers the same in both.
describe('the read side of the history index', () => {
  const reads = (side: HistoryReads, id: string) => ({
    page: side.query({ filter: {}, cursor: null, limit: 10, order: 'asc' }),
    filtered: side.query({ filter: { event: 'Stop' }, cursor: null, limit: 10, order: 'desc' }),
    entry: side.entry(id),
    timeline: side.timeline({}, 'minute'),
    hookStats: side.hookStats({}),
    agentVersions: side.agentVersions(),
    status: side.status(),
  });

  it('answers the same in the writer and in a read-only reader of its index', () => {
    const dataDir = tempDir();
    const store = openTestStore({ dataDir });
    const appended = store.append([
      hookRun({ ts: '2026-03-01T10:00:00.000Z', meta: { agentVersion: '2.1.300' } }),
      hookRun({ ts: '2026-03-01T10:01:00.000Z', event: 'Stop', outcome: 'error' }),
      hookRun({ ts: '2026-03-01T10:03:00.000Z', agent: 'codex', durationMs: 900 }),
    ]);
    const id = appended.ok ? (appended.entries[1]?.id ?? '') : '';
    const reader = HistoryReader.open({ dataDir });
    if (!reader) throw new Error('the store has an index: the reader must open it');
    try {
      const written = reads(store, id);
      expect(written.page.entries).toHaveLength(3);
      expect(written.filtered.entries.map((entry) => entry.id)).toEqual([id]);
      expect(written.entry?.id).toBe(id);
      expect(written.agentVersions).toEqual(['2.1.300']);
      expect(written.status.entries).toBe(3);
      expect(reads(reader, id)).toEqual(written);
    } finally {
      reader.dispose();
    }
  });

  it('gives the statistics threads the seqs indexed within a filter’s time range to split', () => {
    const store = openTestStore({ dataDir: tempDir() });
    store.append(
      ['10:00', '10:01', '10:02', '10:03'].map((time) =>
        hookRun({ ts: `2026-03-01T${time}:00.000Z` }),
      ),
    );
    const at = (time: string) => timeOfSeq(store.seqBounds({ from: time }).first ?? 0);
    const all = store.seqBounds({});
    expect(timeOfSeq(all.first ?? 0)).toBe(Date.parse('2026-03-01T10:00:00.000Z'));
    expect(timeOfSeq(all.last ?? 0)).toBe(Date.parse('2026-03-01T10:03:00.000Z'));
    // From `from`'s time (within the index); `to` is excluded.
    expect(at('2026-03-01T10:01:30.000Z')).toBe(Date.parse('2026-03-01T10:01:30.000Z'));
    expect(at('2026-02-01T00:00:00.000Z')).toBe(Date.parse('2026-03-01T10:00:00.000Z'));
    const until = store.seqBounds({ to: '2026-03-01T10:02:00.000Z' });
    expect(until.first).toBe(all.first);
    expect(timeOfSeq(until.last ?? 0)).toBeLessThan(Date.parse('2026-03-01T10:02:00.000Z'));
    // A range past every entry, or a value never seen: nothing to split.
    expect(store.seqBounds({ from: '2026-03-02T00:00:00.000Z' })).toEqual({
      first: null,
      last: null,
    });
    expect(store.seqBounds({ hook: 'never-ran.sh', text: 'npm' })).toEqual({
      first: null,
      last: null,
    });
  });

  // Version skew: an older app holds the store while a newer CLI reads. The reader never
  // migrates, so the tables added since are missing; it says so instead of failing a query.
  it('refuses an index made by an older Hookyard, naming what it lacks and what to do', () => {
    const dataDir = tempDir();
    const { dir, index } = auditPaths(dataDir);
    fs.mkdirSync(dir, { recursive: true });
    const older = new Database(index);
    migrate(older, AUDIT_MIGRATIONS.slice(0, 4));
    older.close();
    expect(() => HistoryReader.open({ dataDir })).toThrow(
      /older Hookyard and lacks "hook-months", "shapes", "redacted-cursor-states"; update or quit that Hookyard/,
    );
    // The index is left as it was, for the Hookyard that owns it.
    const after = new Database(index, { readonly: true });
    expect(after.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(4);
    after.close();
  });
});
