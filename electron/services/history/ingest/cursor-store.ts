import type Database from 'better-sqlite3';

/** How far one external log has been read, and what its ingester carries between reads. */
export interface IngestCursor {
  path: string;
  source: string;
  /** `<dev>:<ino>` of the file when it was last read: a different one means it was replaced. */
  identity: string;
  offset: number;
  /** The ingester's own carry-over (JSON), e.g. tool names seen before their results. */
  state: unknown;
  lines: number;
  entries: number;
  malformed: number;
}

/** Ingest cursors, kept in the index database so that they survive a (non-fresh) reindex. */
export class IngestCursorStore {
  readonly #get;
  readonly #put;
  readonly #all;
  readonly #delete;

  constructor(db: Database.Database) {
    this.#get = db.prepare('SELECT * FROM ingest_cursors WHERE path = ?');
    this.#all = db.prepare('SELECT * FROM ingest_cursors WHERE source = ?');
    this.#delete = db.prepare('DELETE FROM ingest_cursors WHERE path = ?');
    this.#put = db.prepare(
      `INSERT INTO ingest_cursors (path, source, identity, offset, state, lines, entries, malformed, updated_at)
       VALUES (@path, @source, @identity, @offset, @state, @lines, @entries, @malformed, @updatedAt)
       ON CONFLICT (path) DO UPDATE SET source = excluded.source, identity = excluded.identity,
         offset = excluded.offset, state = excluded.state, lines = excluded.lines,
         entries = excluded.entries, malformed = excluded.malformed, updated_at = excluded.updated_at`,
    );
  }

  get(path: string): IngestCursor | null {
    const row = this.#get.get(path) as CursorRow | undefined;
    return row ? fromRow(row) : null;
  }

  /** Every cursor of one source. */
  list(source: string): IngestCursor[] {
    return (this.#all.all(source) as CursorRow[]).map(fromRow);
  }

  delete(path: string): void {
    this.#delete.run(path);
  }

  save(cursor: IngestCursor): void {
    this.#put.run({
      ...cursor,
      state:
        cursor.state === undefined || cursor.state === null ? null : JSON.stringify(cursor.state),
      updatedAt: new Date().toISOString(),
    });
  }
}

interface CursorRow {
  path: string;
  source: string;
  identity: string;
  offset: number;
  state: string | null;
  lines: number;
  entries: number;
  malformed: number;
}

function fromRow(row: CursorRow): IngestCursor {
  let state: unknown = null;
  try {
    state = row.state === null ? null : JSON.parse(row.state);
  } catch {
    state = null;
  }
  return {
    path: row.path,
    source: row.source,
    identity: row.identity,
    offset: row.offset,
    state,
    lines: row.lines,
    entries: row.entries,
    malformed: row.malformed,
  };
}
