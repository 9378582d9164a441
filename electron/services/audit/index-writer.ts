import type Database from 'better-sqlite3';

import { seqOf } from './audit-id';
import { facetToken } from './fts-text';
import { TERM_COLUMN_NAMES, TERM_COLUMNS, type IndexedFields } from './index-schema';

/** One log line ready for the index: its fields, its words (see ftsTextOf) and where it sits. */
export interface IndexableLine {
  fields: IndexedFields;
  text: string;
  off: number;
  len: number;
}

/** How far one log file is indexed. */
export interface FileProgress {
  id: number;
  indexedBytes: number;
}

const CHUNK = 32;
const COLUMNS = 15;
// A time slot holds 1024 positions; past that many collisions something else is wrong.
const MAX_PROBE = 4096;

/**
 * Writes index rows. Each `commit` is one transaction that inserts a file's lines and moves that
 * file's `indexed_bytes`, so the index and its resume point never disagree. Lines already
 * indexed (same id) are skipped, which makes re-reading a file after a crash harmless.
 */
export class IndexWriter {
  readonly #db: Database.Database;
  readonly #terms = new Map<number, Map<string, number>>();
  readonly #newTerms: [number, string][] = [];
  readonly #statements;

  constructor(db: Database.Database) {
    this.#db = db;
    const row = `(${Array(COLUMNS).fill('?').join(',')})`;
    this.#statements = {
      insertMany: db.prepare(`INSERT INTO entries VALUES ${Array(CHUNK).fill(row).join(',')}`),
      insertOne: db.prepare(`INSERT OR IGNORE INTO entries VALUES ${row}`),
      idAt: db.prepare('SELECT id FROM entries WHERE seq = ?').pluck(),
      textMany: db.prepare(
        `INSERT INTO entries_text (rowid, text) VALUES ${Array(CHUNK).fill('(?,?)').join(',')}`,
      ),
      textOne: db.prepare('INSERT INTO entries_text (rowid, text) VALUES (?, ?)'),
      termInsert: db.prepare('INSERT OR IGNORE INTO terms (field, value) VALUES (?, ?)'),
      termGet: db.prepare('SELECT id FROM terms WHERE field = ? AND value = ?').pluck(),
      fileInsert: db.prepare('INSERT OR IGNORE INTO files (name) VALUES (?)'),
      fileGet: db.prepare('SELECT id, indexed_bytes AS indexedBytes FROM files WHERE name = ?'),
      fileAdvance: db.prepare(
        'UPDATE files SET indexed_bytes = ?, entries = entries + ?, malformed = malformed + ? WHERE id = ?',
      ),
    };
  }

  /** The file's row, created at offset 0 when it is new. */
  file(name: string): FileProgress {
    this.#statements.fileInsert.run(name);
    return this.#statements.fileGet.get(name) as FileProgress;
  }

  /**
   * Indexes lines of one file and sets its indexed offset to `end`, atomically. Returns how many
   * lines were new. Throws what SQLite throws (a full disk: SQLITE_FULL); nothing is then kept.
   */
  commit(fileId: number, lines: readonly IndexableLine[], end: number, malformed: number): number {
    try {
      return this.#db.transaction(() => {
        let inserted = 0;
        for (let start = 0; start < lines.length; start += CHUNK) {
          inserted += this.#insertChunk(fileId, lines.slice(start, start + CHUNK));
        }
        this.#statements.fileAdvance.run(end, inserted, malformed, fileId);
        return inserted;
      })();
    } catch (error) {
      this.#forgetNewTerms();
      throw error;
    } finally {
      this.#newTerms.length = 0;
    }
  }

  /** Drops cached term ids: after the tables were emptied by a reindex. */
  clearCache(): void {
    this.#terms.clear();
  }

  #insertChunk(fileId: number, chunk: readonly IndexableLine[]): number {
    const values: unknown[] = [];
    const texts: unknown[] = [];
    for (const line of chunk) this.#pushRow(line, fileId, values, texts);
    if (chunk.length === CHUNK) {
      try {
        this.#statements.insertMany.run(values);
        this.#statements.textMany.run(texts);
        return CHUNK;
      } catch (error) {
        if ((error as { code?: string }).code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') throw error;
      }
    }
    let inserted = 0;
    for (let i = 0; i < chunk.length; i++) {
      const seq = this.#insertProbing(values.slice(i * COLUMNS, (i + 1) * COLUMNS));
      if (seq === null) continue;
      this.#statements.textOne.run(seq, texts[i * 2 + 1]);
      inserted += 1;
    }
    return inserted;
  }

  // Appends the entries row (seq, id, term ids, duration, position) to `values` and the
  // (seq, words + facet tokens) pair to `texts`.
  #pushRow(line: IndexableLine, fileId: number, values: unknown[], texts: unknown[]): void {
    const { fields } = line;
    const seq = seqOf(fields.timeMs, fields.id);
    values.push(seq, fields.id);
    let text = line.text;
    for (const column of TERM_COLUMN_NAMES) {
      const { field } = TERM_COLUMNS[column];
      const id = this.#termId(field, fields.terms[column]);
      values.push(id);
      if (id !== null) text += ` ${facetToken(field, id)}`;
    }
    values.push(fields.durationMs, fileId, line.off, line.len);
    texts.push(seq, text);
  }

  // Returns the seq used, or null when the same id is already indexed.
  #insertProbing(row: unknown[]): number | null {
    const base = row[0] as number;
    const id = row[1] as string;
    for (let seq = base; seq < base + MAX_PROBE; seq++) {
      row[0] = seq;
      if (this.#statements.insertOne.run(row).changes === 1) return seq;
      if (this.#statements.idAt.get(seq) === id) return null;
    }
    throw new Error(`no free index position near ${base} for ${id}`);
  }

  #termId(field: number, value: string | null): number | null {
    if (value === null) return null;
    let byValue = this.#terms.get(field);
    if (!byValue) this.#terms.set(field, (byValue = new Map()));
    const cached = byValue.get(value);
    if (cached !== undefined) return cached;
    this.#statements.termInsert.run(field, value);
    const id = this.#statements.termGet.get(field, value) as number;
    byValue.set(value, id);
    this.#newTerms.push([field, value]);
    return id;
  }

  #forgetNewTerms(): void {
    for (const [field, value] of this.#newTerms) this.#terms.get(field)?.delete(value);
  }
}
