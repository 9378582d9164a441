import type Database from 'better-sqlite3';

import type { Redactor } from '../redaction';

/** How far one external log has been read, and what its ingester carries between reads. */
export interface IngestCursor {
  path: string;
  source: string;
  /** `<dev>:<ino>` of the file when it was last read: a different one means it was replaced. */
  identity: string;
  offset: number;
  /**
   * The ingester's own carry-over (JSON), e.g. tool names seen before their results. Stored
   * redacted: Claude Code's carries the inputs of tool calls (a command with a token in it) until
   * their results come.
   */
  state: unknown;
  lines: number;
  entries: number;
  malformed: number;
}

/** Ingest cursors, kept in the index database so that they survive a (non-fresh) reindex. */
export class IngestCursorStore {
  readonly #redactor;
  readonly #get;
  readonly #put;
  readonly #all;
  readonly #delete;

  constructor(db: Database.Database, redactor: Redactor) {
    this.#redactor = redactor;
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
      state: storedState(cursor.state, this.#redactor),
      updatedAt: new Date().toISOString(),
    });
  }
}

/** A state as the index keeps it: redacted JSON, or null for none. */
function storedState(state: unknown, redactor: Redactor): string | null {
  return state === undefined || state === null ? null : JSON.stringify(redactor.redactValue(state));
}

/**
 * Redacts the states saved before they were stored redacted (migration 007), zeroing the old
 * bytes of what it frees (`secure_delete`). Returns how many it changed.
 */
export function redactStoredStates(db: Database.Database, redactor: Redactor): number {
  const rows = db
    .prepare('SELECT path, state FROM ingest_cursors WHERE state IS NOT NULL')
    .all() as { path: string; state: string }[];
  const update = db.prepare('UPDATE ingest_cursors SET state = ? WHERE path = ?');
  const secure = db.pragma('secure_delete', { simple: true }) as number;
  db.pragma('secure_delete = ON');
  let changed = 0;
  try {
    for (const row of rows) {
      const stored = storedState(parseState(row.state), redactor);
      if (stored === row.state) continue;
      update.run(stored, row.path);
      changed++;
    }
  } finally {
    db.pragma(`secure_delete = ${secure ? 'ON' : 'OFF'}`);
  }
  return changed;
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

/** A stored state, or null when there is none or it is not JSON. */
function parseState(text: string | null): unknown {
  try {
    return text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
}

function fromRow(row: CursorRow): IngestCursor {
  return {
    path: row.path,
    source: row.source,
    identity: row.identity,
    offset: row.offset,
    state: parseState(row.state),
    lines: row.lines,
    entries: row.entries,
    malformed: row.malformed,
  };
}
