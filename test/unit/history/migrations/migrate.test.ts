import Database from 'better-sqlite3';
import { describe, expect, test } from 'vitest';

import { AUDIT_MIGRATIONS } from '../../../../electron/services/history/migrations';
import { migrate, MigrationError } from '../../../../electron/services/history/migrations/migrate';
import type { Migration } from '../../../../electron/services/history/migrations/migration';

const one: Migration = { version: 1, name: 'one', sql: 'CREATE TABLE a (x INTEGER);' };
const two: Migration = { version: 2, name: 'two', sql: 'CREATE TABLE b (y INTEGER);' };

function withDb(run: (db: Database.Database) => void): void {
  const db = new Database(':memory:');
  try {
    run(db);
  } finally {
    db.close();
  }
}

describe('migrate', () => {
  test('applies pending migrations in order once, recording each with its hash', () => {
    withDb((db) => {
      expect(migrate(db, [two, one])).toEqual([1, 2]);
      expect(migrate(db, [one, two])).toEqual([]);
      const rows = db.prepare('SELECT version, length(hash) AS size FROM schema_migrations').all();
      expect(rows).toEqual([
        { version: 1, size: 64 },
        { version: 2, size: 64 },
      ]);
    });
  });

  test('refuses an index whose applied migration changed since', () => {
    withDb((db) => {
      migrate(db, [one]);
      const edited = { ...one, sql: 'CREATE TABLE a (x INTEGER, z TEXT);' };
      expect(() => migrate(db, [edited])).toThrow(MigrationError);
      expect(() => migrate(db, [edited])).toThrow(
        /migration 1 \(one\) changed after it was applied/,
      );
    });
  });

  test('refuses an index written by a newer version', () => {
    withDb((db) => {
      migrate(db, [one, two]);
      expect(() => migrate(db, [one])).toThrow(/does not know/);
    });
  });

  test('rolls a failing migration back and reports it', () => {
    withDb((db) => {
      const broken: Migration = {
        version: 1,
        name: 'broken',
        sql: 'CREATE TABLE c (x); CREATE TABLE c (x);',
      };
      expect(() => migrate(db, [broken])).toThrow(/migration 1 \(broken\) failed/);
      expect(db.prepare("SELECT count(*) FROM sqlite_master WHERE name = 'c'").pluck().get()).toBe(
        0,
      );
    });
  });

  test('builds the real audit schema', () => {
    withDb((db) => {
      migrate(db, AUDIT_MIGRATIONS);
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table'")
        .pluck()
        .all();
      expect(tables).toEqual(
        expect.arrayContaining(['terms', 'files', 'entries', 'entries_text', 'ingest_cursors']),
      );
    });
  });
});
