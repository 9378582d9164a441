import type { Migration } from './migration';

/**
 * Rollups: counts that ingest keeps in the same transaction as the entries rows (see
 * rollup-delta.ts), so that the History timeline and hook statistics read a few thousand rows
 * instead of every entry. Term ids start at 1, so 0 stands for "no value" in the keys.
 * - `rollup_hours`: entries per hour and outcome, once for every entry (field 0, term 0) and once
 *   per filter column value (field = TERM_COLUMNS[column].field). It answers the timeline with no
 *   filter or one filter column.
 * - `rollup_hook_days`: per hook, agent, event, kind, UTC day and outcome: runs and the last seq.
 * - `rollup_hook_durations`: per hook, agent, event, kind, UTC day and duration bin (bins 25 %
 *   wide, see durationBin): how many durations and their sum, for percentiles.
 * WITHOUT ROWID: each table is its primary key, which is also the order queries read it in.
 * An index made before this step has no rollups: it is emptied (ingest cursors are kept), and the
 * sync that follows every open rebuilds it from the log files, which are the source of truth.
 */
export const migration002: Migration = {
  version: 2,
  name: 'rollups',
  sql: `
CREATE TABLE rollup_hours (
  field INTEGER NOT NULL,
  term INTEGER NOT NULL,
  hour INTEGER NOT NULL,
  outcome INTEGER NOT NULL,
  entries INTEGER NOT NULL,
  PRIMARY KEY (field, term, hour, outcome)
) WITHOUT ROWID;
CREATE TABLE rollup_hook_days (
  hook INTEGER NOT NULL,
  agent INTEGER NOT NULL,
  event INTEGER NOT NULL,
  kind INTEGER NOT NULL,
  day INTEGER NOT NULL,
  outcome INTEGER NOT NULL,
  entries INTEGER NOT NULL,
  last_seq INTEGER NOT NULL,
  PRIMARY KEY (hook, agent, event, kind, day, outcome)
) WITHOUT ROWID;
CREATE TABLE rollup_hook_durations (
  hook INTEGER NOT NULL,
  agent INTEGER NOT NULL,
  event INTEGER NOT NULL,
  kind INTEGER NOT NULL,
  day INTEGER NOT NULL,
  bin INTEGER NOT NULL,
  entries INTEGER NOT NULL,
  total REAL NOT NULL,
  PRIMARY KEY (hook, agent, event, kind, day, bin)
) WITHOUT ROWID;
DELETE FROM entries;
INSERT INTO entries_text (entries_text) VALUES ('delete-all');
DELETE FROM terms;
DELETE FROM files;
`,
};
