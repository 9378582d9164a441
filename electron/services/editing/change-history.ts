import { AppFailure } from '../../../shared/result';
import type { ChangeRecord, FileChange } from '../../../shared/schemas/editing';
import type { EditEngine, PlannedWrite } from './edit-engine';
import { type FileSnapshot, readSnapshot, snapshotText } from './file-snapshot';
import { parseJsonDocument } from './json-document';
import { setJsonValue } from './json-edit';

/** One page of the history, newest first. */
export interface ChangePage {
  changes: ChangeRecord[];
  total: number;
  /** Lines of the history file that could not be read (kept in the file as they are). */
  unreadable: number;
}

/**
 * The "Changes" view: every change Hookyard made to the user's files, and `restore`, which puts
 * the files of a change back as they were before it. A restore is recorded as a change itself,
 * so restoring the restore redoes the change.
 */
export class ChangeHistory {
  readonly #engine: EditEngine;

  constructor(deps: { engine: EditEngine }) {
    this.#engine = deps.engine;
  }

  async list(request: { limit?: number; offset?: number } = {}): Promise<ChangePage> {
    const { records, unreadable } = await this.#engine.history();
    const offset = Math.max(0, request.offset ?? 0);
    const limit = Math.min(Math.max(1, request.limit ?? 100), 1000);
    return { changes: records.slice(offset, offset + limit), total: records.length, unreadable };
  }

  /** The bytes of a file before or after a change (for a diff view); null when it was absent. */
  async content(changeId: string, file: string, side: 'before' | 'after'): Promise<string | null> {
    const change = await this.#engine.change(changeId);
    const entry = change.files.find((candidate) => candidate.path === file);
    if (!entry) throw new AppFailure('not-found', 'failure.change-did-not-touch-file', { file });
    const hash = entry[side].hash;
    return hash === null ? null : (await this.#engine.blob(hash)).toString('utf8');
  }

  /**
   * Puts every file of a change back to its state before the change (bytes and mode, or
   * absence). A file that changed since is refused with AppFailure('conflict') — unless the
   * change knows how to take back just its own JSON value (a bulk "hooks off"), which is then
   * done with a format-preserving edit. All files are checked before any is written.
   */
  restore(changeId: string): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const change = await this.#engine.change(changeId);
      const writes: PlannedWrite[] = [];
      const conflicts: string[] = [];
      for (const file of change.files) {
        const snapshot = await readSnapshot(file.path);
        const write = await this.#restoreWrite(file, snapshot);
        if (write === 'conflict') conflicts.push(file.path);
        else if (write) writes.push(write);
      }
      if (conflicts.length > 0) {
        throw new AppFailure('conflict', 'failure.files-changed-since', {
          files: conflicts.join(', '),
        });
      }
      return this.#engine.apply({
        operation: 'restore',
        hookIds: change.hookIds,
        // The restore's operation says it takes the change back; the words stay the change's own.
        summary: change.summary,
        writes,
        restores: change.id,
      });
    });
  }

  async #restoreWrite(
    file: FileChange,
    snapshot: FileSnapshot,
  ): Promise<PlannedWrite | 'conflict' | null> {
    if (snapshot.hash === file.after.hash) {
      if (file.before.hash === file.after.hash && file.before.mode === file.after.mode) return null;
      if (file.before.hash === null) return { kind: 'delete', snapshot };
      const bytes = await this.#engine.blob(file.before.hash);
      return { kind: 'write', snapshot, bytes, mode: file.before.mode ?? undefined };
    }
    const undo = file.jsonUndo;
    if (!undo || snapshot.bytes === null) return 'conflict';
    const doc = parseJsonDocument(snapshotText(snapshot), file.path);
    const value = undo.previous.present ? undo.previous.value : undefined;
    const text = setJsonValue(doc, undo.jsonPath, value);
    return { kind: 'write', snapshot, bytes: Buffer.from(text, 'utf8'), json: 'strict' };
  }
}
