import crypto from 'node:crypto';

import type Database from 'better-sqlite3';

import type { Migration } from './migration';

/** Why an index cannot be used as it is; the fix is a fresh reindex from the JSONL files. */
export class MigrationError extends Error {
  constructor(
    readonly reason: 'changed' | 'unknown' | 'failed',
    message: string,
  ) {
    super(message);
    this.name = 'MigrationError';
  }
}

/** The hash recorded for a migration: SHA-256 of its exact SQL text. */
export function migrationHash(migration: Migration): string {
  return crypto.createHash('sha256').update(migration.sql).digest('hex');
}

/**
 * The migrations the database lacks, read without writing (for a read-only reader, which never
 * migrates: another process owns the index). An index with no migration table lacks them all.
 */
export function missingMigrations(
  db: Database.Database,
  migrations: readonly Migration[],
): Migration[] {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_migrations'")
    .get();
  const done = new Set(
    table ? (db.prepare('SELECT version FROM schema_migrations').pluck().all() as number[]) : [],
  );
  return migrations.filter((migration) => !done.has(migration.version));
}

/**
 * Brings the database to the latest migration, each step in its own transaction. Throws
 * MigrationError when an applied migration's SQL changed since (hash mismatch), when the
 * database has a migration this code does not know (written by a newer Hookyard), or when a
 * step fails. Returns the versions it applied.
 */
export function migrate(db: Database.Database, migrations: readonly Migration[]): number[] {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    hash TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = db
    .prepare('SELECT version, name, hash FROM schema_migrations ORDER BY version')
    .all() as { version: number; name: string; hash: string }[];
  const known = new Map(migrations.map((migration) => [migration.version, migration]));
  for (const row of applied) {
    const migration = known.get(row.version);
    if (!migration) {
      throw new MigrationError(
        'unknown',
        `the audit index has migration ${row.version} (${row.name}), which this version of Hookyard does not know`,
      );
    }
    if (migrationHash(migration) !== row.hash) {
      throw new MigrationError(
        'changed',
        `audit index migration ${row.version} (${row.name}) changed after it was applied`,
      );
    }
  }
  const done = new Set(applied.map((row) => row.version));
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, hash, applied_at) VALUES (?, ?, ?, ?)',
  );
  const ran: number[] = [];
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    try {
      db.transaction(() => {
        db.exec(migration.sql);
        migration.build?.(db);
        record.run(
          migration.version,
          migration.name,
          migrationHash(migration),
          new Date().toISOString(),
        );
      })();
    } catch (error) {
      throw new MigrationError(
        'failed',
        `audit index migration ${migration.version} (${migration.name}) failed: ${(error as Error).message}`,
      );
    }
    ran.push(migration.version);
  }
  return ran;
}
