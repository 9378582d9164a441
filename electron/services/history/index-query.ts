import type Database from 'better-sqlite3';

import type {
  HistoryCursor,
  HistoryEntry,
  HistoryEntryFilter,
  HistoryPage,
} from '../../../shared/schemas/history';
import { auditIdTime } from '../../../shared/schemas/history-id';
import { SEQ_SLOTS, seqAtTime, timeOfSeq } from './history-id';
import { readEntries } from './entry-reader';
import { facetToken, ftsWords } from './fts-text';
import { TERM_COLUMN_NAMES, TERM_COLUMNS } from './index-schema';
import { SEQ_PER_DAY, usedColumns } from './rollup-query';
import { shapeDays } from './shape-cells';
import { whyFilterTerms } from './why-tokens';

/** A page request with defaults applied (see HistoryQuerySchema). */
export interface PageRequest {
  filter: HistoryEntryFilter;
  cursor: HistoryCursor | null;
  limit: number;
  order: 'asc' | 'desc';
}

/**
 * A filter as the index sees it: an FTS5 query (facet tokens and words, all required) or null
 * for none, and a seq range [low, high).
 */
export interface FilterSql {
  match: string | null;
  low: number;
  high: number;
  /** ` AND e.<column> = ?` per filter column, checked on the joined row, and their term ids. */
  checks: string;
  checkParams: number[];
}

interface Row {
  seq: number;
  id: string;
  file: number;
  off: number;
  len: number;
}

// An id sits within a few slots of its time; probing moves it at most a little further.
const WINDOW = SEQ_SLOTS * 8;

/**
 * Paged reads of the index: keyset paging on the time order (no OFFSET, so page 1,000 costs what
 * page 1 costs); any filter is one FTS5 match walked in seq order, within the days the entry
 * shapes say can hold a match; entries are read back from the log by position.
 */
export class IndexQueries {
  readonly #db: Database.Database;
  readonly #dir: string;
  readonly #statements = new Map<string, Database.Statement>();
  #fileNames = new Map<number, string>();

  constructor(db: Database.Database, dir: string) {
    this.#db = db;
    this.#dir = dir;
  }

  /** Turns a filter into index terms; null when a filter value never occurs (an empty result). */
  filterSql(filter: HistoryEntryFilter): FilterSql | null {
    const tokens: string[] = [];
    let checks = '';
    const checkParams: number[] = [];
    for (const column of TERM_COLUMN_NAMES) {
      const value = filter[TERM_COLUMNS[column].entryKey as keyof HistoryEntryFilter];
      if (value === undefined) continue;
      const { field } = TERM_COLUMNS[column];
      const id = this.#statement('SELECT id FROM terms WHERE field = ? AND value = ?')
        .pluck()
        .get(field, value);
      if (id === undefined) return null;
      tokens.push(`"${facetToken(field, id as number)}"`);
      checks += ` AND e.${column} = ?`;
      checkParams.push(id as number);
    }
    if (filter.text !== undefined) tokens.push(...ftsWords(filter.text));
    tokens.push(...whyFilterTerms(filter));
    return {
      match: tokens.length ? tokens.join(' AND ') : null,
      low: filter.from === undefined ? 0 : seqAtTime(Date.parse(filter.from)),
      high: filter.to === undefined ? Number.MAX_SAFE_INTEGER : seqAtTime(Date.parse(filter.to)),
      checks,
      checkParams,
    };
  }

  /** One page in time order; `nextCursor` is null on the last page. */
  page(request: PageRequest): HistoryPage {
    const sql = this.filterSql(request.filter);
    if (!sql) return { entries: [], nextCursor: null, unreadable: 0 };
    let { low, high } = sql;
    const desc = request.order === 'desc';
    if (request.cursor) {
      const at = this.#cursorSeq(request.cursor);
      if (desc) high = Math.min(high, at);
      else low = Math.max(low, at + 1);
    }
    // The days left that can hold a match, from the entry shapes: none ends the page at once.
    const columns = usedColumns(request.filter);
    const days = shapeDays(
      this.#db,
      new Map(columns.map((column, at) => [column, sql.checkParams[at] as number])),
      Math.floor(low / SEQ_PER_DAY),
      Math.ceil(high / SEQ_PER_DAY),
    );
    if (days === null) return { entries: [], nextCursor: null, unreadable: 0 };
    if (days) {
      low = Math.max(low, days.first * SEQ_PER_DAY);
      high = Math.min(high, (days.last + 1) * SEQ_PER_DAY);
    }
    const order = desc ? 'DESC' : 'ASC';
    const rows = (
      sql.match === null
        ? this.#statement(
            `SELECT seq, id, file, off, len FROM entries WHERE seq >= ? AND seq < ? ORDER BY seq ${order} LIMIT ?`,
          ).all(low, high, request.limit)
        : this.#statement(
            'SELECT e.seq, e.id, e.file, e.off, e.len FROM entries_text t JOIN entries e ON e.seq = t.rowid ' +
              `WHERE entries_text MATCH ? AND t.rowid >= ? AND t.rowid < ?${sql.checks} ` +
              `ORDER BY t.rowid ${order} LIMIT ?`,
          ).all(sql.match, low, high, ...sql.checkParams, request.limit)
    ) as Row[];
    return this.#toPage(rows, request.limit);
  }

  /** The entry with this id, or null. */
  entry(id: string): HistoryEntry | null {
    const time = auditIdTime(id);
    if (time === null) return null;
    const row = this.#findRow(seqAtTime(time), id);
    return row ? (this.#read([row])[0] ?? null) : null;
  }

  #toPage(rows: Row[], limit: number): HistoryPage {
    const read = this.#read(rows);
    const entries = read.filter((entry): entry is HistoryEntry => entry !== null);
    const last = rows.at(-1);
    const lastEntry = read.at(-1);
    const nextCursor =
      rows.length === limit && last
        ? { ts: lastEntry?.ts ?? new Date(timeOfSeq(last.seq)).toISOString(), id: last.id }
        : null;
    return { entries, nextCursor, unreadable: rows.length - entries.length };
  }

  #read(rows: Row[]): (HistoryEntry | null)[] {
    if (rows.some((row) => !this.#fileNames.has(row.file))) {
      const files = this.#statement('SELECT id, name FROM files').all() as {
        id: number;
        name: string;
      }[];
      this.#fileNames = new Map(files.map((file) => [file.id, file.name]));
    }
    return readEntries(
      this.#dir,
      rows.map((row) => ({
        file: this.#fileNames.get(row.file) ?? '',
        off: row.off,
        len: row.len,
      })),
    );
  }

  #cursorSeq(cursor: HistoryCursor): number {
    const base = seqAtTime(Date.parse(cursor.ts));
    return this.#findRow(base, cursor.id)?.seq ?? base;
  }

  #findRow(base: number, id: string): Row | undefined {
    return this.#statement(
      'SELECT seq, id, file, off, len FROM entries WHERE seq >= ? AND seq < ? AND id = ?',
    ).get(base - WINDOW, base + WINDOW, id) as Row | undefined;
  }

  #statement(sql: string): Database.Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      this.#statements.set(sql, statement);
    }
    return statement;
  }
}
