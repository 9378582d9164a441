import type { Migration } from './migration';

/**
 * Why tokens: the searchable text of each entry now starts with its tool call id and who decided
 * it (see why-tokens.ts), which History's "decided by" filter and Why row match. Entries indexed
 * before have neither, so the index is emptied (ingest cursors are kept) and the sync that
 * follows every open rebuilds it, rollups included, from the log files, the source of truth.
 */
export const migration003: Migration = {
  version: 3,
  name: 'why-tokens',
  sql: `
DELETE FROM rollup_hours;
DELETE FROM rollup_hook_days;
DELETE FROM rollup_hook_durations;
DELETE FROM entries;
INSERT INTO entries_text (entries_text) VALUES ('delete-all');
DELETE FROM terms;
DELETE FROM files;
`,
};
