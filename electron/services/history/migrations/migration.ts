import type Database from 'better-sqlite3';

/** One numbered schema step of the audit index. Once applied, its SQL must never change. */
export interface Migration {
  version: number;
  name: string;
  sql: string;
  /**
   * Run after `sql` in the same transaction: fills what SQL alone cannot compute (such as
   * rollups of the entries already indexed). Not part of the recorded hash.
   */
  build?: (db: Database.Database) => void;
}
