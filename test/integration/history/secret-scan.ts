import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

import type { CorpusForm } from '../../unit/history/redaction-corpus';

// Looks for the corpus' secrets where Hookyard keeps or writes things: raw file bytes (SQLite
// pages and WAL frames hold strings as they are), and the words of the full-text index, which
// keeps tokens lowercased and prefix-compressed, so grepping its bytes would not find them.

/** The words FTS5's unicode61 tokenizer would make of a secret that are long enough to tell. */
function secretWords(secret: string): string[] {
  return (secret.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length >= 8);
}

/** The forms with a secret in `bytes`: verbatim, JSON-escaped, or as a word, in either case. */
export function formsInBytes(forms: readonly CorpusForm[], bytes: Buffer): string[] {
  const text = bytes.toString('latin1');
  const lower = text.toLowerCase();
  return forms
    .filter(({ secrets }) =>
      secrets.some(
        (secret) =>
          text.includes(secret) ||
          text.includes(JSON.stringify(secret).slice(1, -1)) ||
          secretWords(secret).some((word) => lower.includes(word.toLowerCase())),
      ),
    )
    .map(({ form }) => form);
}

/** Every file below `dir`, recursively (the spool, the log, the index and its -wal, backups…). */
export function filesBelow(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).flatMap((name) => {
    const file = path.join(dir, name);
    return fs.statSync(file).isFile() ? [file] : [];
  });
}

/** file → forms found in it, for every file below `dir` that holds any. */
export function formsInFiles(forms: readonly CorpusForm[], dir: string): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const file of filesBelow(dir)) {
    const hits = formsInBytes(forms, fs.readFileSync(file));
    if (hits.length) found[path.relative(dir, file)] = hits;
  }
  return found;
}

/** The forms with a secret word among the terms of the audit index's full-text table. */
export function formsInFtsTerms(forms: readonly CorpusForm[], indexFile: string): string[] {
  const db = new Database(indexFile, { readonly: true });
  try {
    db.exec(`CREATE VIRTUAL TABLE temp.terms USING fts5vocab(main, entries_text, 'row')`);
    const terms = new Set(
      (db.prepare('SELECT term FROM temp.terms').all() as { term: string }[]).map(
        (row) => row.term,
      ),
    );
    expectSome(terms.size, 'the full-text index has no terms at all');
    return forms
      .filter(({ secrets }) =>
        secrets.some((secret) => secretWords(secret).some((w) => terms.has(w.toLowerCase()))),
      )
      .map(({ form }) => form);
  } finally {
    db.close();
  }
}

function expectSome(count: number, message: string): void {
  if (count === 0) throw new Error(message);
}
