import type Database from 'better-sqlite3';

import { VERSION_WORD_RANGE, versionOfWord } from './why-tokens';

/**
 * The agent versions the index holds entries of (History's version filter, issue 15 §5), read
 * from the full-text index's own vocabulary (fts5vocab): the version words sit in one key range,
 * so this is a short range scan of the term b-tree however many entries carry them, not a pass
 * over the entries. Newest-looking first (natural order of the version strings, descending).
 */
export function agentVersionsSeen(db: Database.Database): string[] {
  // A TEMP table: it is only a view of the FTS index, works on a read-only connection, and
  // leaves the index file's schema as its migrations made it.
  db.exec(
    "CREATE VIRTUAL TABLE IF NOT EXISTS temp.entries_words USING fts5vocab(main, 'entries_text', 'row')",
  );
  const words = db
    .prepare('SELECT term FROM temp.entries_words WHERE term >= ? AND term < ?')
    .pluck()
    .all(...VERSION_WORD_RANGE) as string[];
  return words
    .map(versionOfWord)
    .filter((version): version is string => version !== null)
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }));
}
