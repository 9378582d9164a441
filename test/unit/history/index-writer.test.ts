import path from 'node:path';

import type Database from 'better-sqlite3';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';

import { HistoryIdFactory } from '../../../electron/services/history/history-id';
import { IndexBatchBuilder } from '../../../electron/services/history/index-batch';
import { openIndexDb } from '../../../electron/services/history/index-db';
import { clearIndex } from '../../../electron/services/history/index-maintenance';
import type { IndexedFields } from '../../../electron/services/history/index-schema';
import { IndexWriter, TermIds } from '../../../electron/services/history/index-writer';
import { tempDir } from './history-test-kit';

const ids = new HistoryIdFactory();

function fields(event: string, kind = 'hook-run'): IndexedFields {
  const timeMs = Date.parse('2026-03-01T10:00:00Z');
  return {
    id: ids.next(timeMs),
    timeMs,
    terms: {
      kind,
      source: 'recorder',
      agent: 'claude-code',
      workspace: null,
      session: 's1',
      event,
      tool: null,
      hook: null,
      outcome: null,
    },
    durationMs: 12,
  };
}

// The line's filter values as the index resolves them: what a filter on them finds.
function eventsOnRows(db: Database.Database): string[] {
  return db
    .prepare(
      `SELECT t.value FROM entries e LEFT JOIN terms t ON t.id = e.event AND t.field = 6
       ORDER BY e.seq, e.id`,
    )
    .pluck()
    .all() as string[];
}

describe('IndexWriter with a producer that numbers filter values once', () => {
  let db: Database.Database;
  let writer: IndexWriter;
  let fileId: number;
  beforeEach(() => {
    db = openIndexDb({ file: path.join(tempDir(), 'index.sqlite') });
    writer = new IndexWriter(db);
    fileId = writer.file('audit-2026-03-01-0001.jsonl').id;
  });
  afterEach(() => db.close());

  function commitOne(builder: IndexBatchBuilder, terms: TermIds, event: string, kind?: string) {
    builder.add(fields(event, kind), 'words', 0, 10);
    return writer.commit(fileId, builder.take(), 10, terms);
  }

  test('sends a value once and files later lines under the same term', () => {
    const builder = new IndexBatchBuilder();
    const terms = new TermIds();
    builder.add(fields('Stop'), 'one', 0, 10);
    const first = builder.take();
    expect(first.newTerms).toContain('Stop');
    builder.add(fields('Stop'), 'two', 11, 10);
    const second = builder.take();
    expect(second.newTerms).toEqual([]);
    expect(writer.commit(fileId, first, 11, terms) + writer.commit(fileId, second, 22, terms)).toBe(
      2,
    );
    expect(eventsOnRows(db)).toEqual(['Stop', 'Stop']);
  });

  test('resolves a numbering again after the index was emptied (a reindex)', () => {
    const builder = new IndexBatchBuilder();
    const terms = new TermIds();
    commitOne(builder, terms, 'Stop');
    clearIndex(db);
    writer.clearCache();
    fileId = writer.file('audit-2026-03-01-0001.jsonl').id;
    // Another producer fills the emptied terms table first, so every id is now different.
    commitOne(new IndexBatchBuilder(), new TermIds(), 'PreToolUse', 'decision');
    commitOne(builder, terms, 'Stop');
    expect(eventsOnRows(db).sort()).toEqual(['PreToolUse', 'Stop']);
  });

  test('resolves a numbering again after a failed commit rolled its new terms back', () => {
    const builder = new IndexBatchBuilder();
    const terms = new TermIds();
    db.exec(`CREATE TEMP TRIGGER refuse BEFORE UPDATE ON files
             BEGIN SELECT RAISE(ABORT, 'no room'); END`);
    expect(() => commitOne(builder, terms, 'Stop')).toThrow('no room');
    expect(eventsOnRows(db)).toEqual([]);
    db.exec('DROP TRIGGER refuse');
    commitOne(new IndexBatchBuilder(), new TermIds(), 'PreToolUse', 'decision');
    commitOne(builder, terms, 'Stop');
    expect(eventsOnRows(db).sort()).toEqual(['PreToolUse', 'Stop']);
  });
});
