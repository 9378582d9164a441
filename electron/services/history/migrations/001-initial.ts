import type { Migration } from './migration';

/**
 * The first index schema. `seq` orders entries by time (see audit-id.ts). Filter columns hold
 * ids from `terms`. There are no secondary B-tree indexes: one contentless FTS5 table keyed by
 * seq indexes the words of each entry AND one facet token per filter column (see fts-text.ts),
 * so every filter, alone or combined with others and with words, is an FTS5 doclist merge in
 * seq order. That is cheaper to grow than nine B-tree indexes, and an AND of two common values
 * with no common entry costs a merge, not a scan. `automerge` 16 (instead of 4) merges FTS
 * segments less eagerly: measured about 17% cheaper to grow, for a few more segments to read.
 * The log lines themselves stay in the JSONL files (`file`, `off`, `len`).
 */
export const migration001: Migration = {
  version: 1,
  name: 'initial',
  sql: `
CREATE TABLE terms (
  id INTEGER PRIMARY KEY,
  field INTEGER NOT NULL,
  value TEXT NOT NULL,
  UNIQUE (field, value)
);
CREATE TABLE files (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  indexed_bytes INTEGER NOT NULL DEFAULT 0,
  entries INTEGER NOT NULL DEFAULT 0,
  malformed INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE entries (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL,
  kind INTEGER NOT NULL,
  source INTEGER NOT NULL,
  agent INTEGER NOT NULL,
  workspace INTEGER,
  session INTEGER,
  event INTEGER NOT NULL,
  tool INTEGER,
  hook INTEGER,
  outcome INTEGER,
  duration REAL,
  file INTEGER NOT NULL,
  off INTEGER NOT NULL,
  len INTEGER NOT NULL
);
CREATE VIRTUAL TABLE entries_text USING fts5 (
  text, content = '', detail = none, contentless_delete = 1
);
INSERT INTO entries_text (entries_text, rank) VALUES ('automerge', 16);
CREATE TABLE ingest_cursors (
  path TEXT PRIMARY KEY,
  source TEXT NOT NULL,
  identity TEXT NOT NULL,
  offset INTEGER NOT NULL,
  state TEXT,
  lines INTEGER NOT NULL DEFAULT 0,
  entries INTEGER NOT NULL DEFAULT 0,
  malformed INTEGER NOT NULL DEFAULT 0,
  updated_at TEXT NOT NULL
);
`,
};
