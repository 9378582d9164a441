import type { ChangeText } from '../../../shared/i18n/change-text';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import { stageFile, type StagedFile } from './atomic-write';
import { type AppendedRecord, BackupStore } from './backup-store';
import {
  ChangeSummarySchema,
  type ChangeOperation,
  type ChangeRecord,
  type ChangeSummary,
  type FileChange,
  type JsonUndo,
} from '../../../shared/schemas/editing';
import { changedOnDisk, editFailure, historyFailure } from './edit-failure';
import {
  assertUnchanged,
  assertWritable,
  contentHash,
  type FileSnapshot,
  readSnapshot,
  snapshotText,
} from './file-snapshot';
import { assertReadableJson, type JsonDialect, parseJsonDocument } from './json-document';
import { redactedSummary } from './summary-redaction';

/** One file operation of a change, planned against a snapshot read before. */
/** A planned change: its file operations and what the history says it did. */
export interface PlannedChange {
  writes: PlannedWrite[];
  summary: ChangeText[];
}

export type PlannedWrite =
  | {
      kind: 'write';
      snapshot: FileSnapshot;
      bytes: Buffer;
      /** The mode to leave; by default an existing file keeps its own and a new one gets 0o644. */
      mode?: number;
      /** A settings file: checked before and after as its agent reads it. */
      json?: JsonDialect;
      jsonUndo?: JsonUndo;
    }
  | { kind: 'delete'; snapshot: FileSnapshot }
  /** A rename (bytes, mode and times kept) to a path that must not exist. */
  | { kind: 'move'; snapshot: FileSnapshot; to: string };

export interface ChangeRequest {
  operation: ChangeOperation;
  hookIds: string[];
  /** Coded texts; a restore passes on the summary of the change it takes back, as recorded. */
  summary: ChangeSummary;
  writes: PlannedWrite[];
  restores?: string;
}

/**
 * Applies changes to the user's files safely and keeps their history. Every change: backups of
 * all bytes before and after and the new files staged first, then its history record, then each
 * file atomically (rename over the staged temp, mode kept), each refused with AppFailure('conflict') when the file is no longer the one, untouched,
 * with the bytes the change was planned on (checked before the backups and again right before
 * the rename). The "before" a change records is exactly those planned-on, verified bytes; for a
 * JSON write they must parse (AppFailure 'invalid-request' otherwise, so a half-written file is
 * never the base of an edit) and the new bytes are re-parsed. A program that rewrites the file
 * in place between that last check and the rename can still lose that one write: no rename is
 * atomic against an in-place writer, so the window is kept to a hash and a stat. A failure
 * part-way puts back the files already written, unless someone else wrote them since, and then
 * takes the record back: the history lists a change exactly when its files were changed (a
 * record that cannot be written, e.g. on a full disk, fails the change before any file is
 * touched). Changes run one at a time.
 */
export class EditEngine {
  readonly #backups: BackupStore;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(deps: { dataDir: string }) {
    this.#backups = new BackupStore(deps);
  }

  /** Runs `work` after every change queued before it: plan + apply never interleave. */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /** Applies a planned change; the caller must hold `exclusive`. Returns the recorded change. */
  async apply(request: ChangeRequest): Promise<ChangeRecord> {
    // The history keeps only records its schema accepts: one it would drop must not be written.
    if (!ChangeSummarySchema.safeParse(request.summary).success) {
      throw new Error(`a change needs a summary: ${JSON.stringify(request.summary)}`);
    }
    for (const write of request.writes) await this.#check(write);
    const { files, staged } = await this.#prepare(request.writes);
    const record: ChangeRecord = {
      id: randomUUID(),
      at: new Date().toISOString(),
      operation: request.operation,
      hookIds: request.hookIds,
      summary: redactedSummary(request.summary),
      files,
      restores: request.restores ?? null,
    };
    // The record goes first, when every byte is staged: the renames that follow need no space,
    // so a full disk fails here with nothing touched, and Changes lists exactly what was done.
    let appended: AppendedRecord;
    try {
      appended = await this.#backups.append(record);
    } catch (error) {
      await discardAll(staged);
      throw historyFailure(error);
    }
    const done: PlannedWrite[] = [];
    try {
      for (const [index, write] of request.writes.entries()) {
        await perform(write, staged[index] ?? null);
        done.push(write);
      }
    } catch (error) {
      await discardAll(staged);
      const undone = await this.#rollBack(done);
      // A file that could not be put back keeps the change on disk: its record stays true.
      if (undone) await appended.withdraw();
      const failed = request.writes[done.length] ?? request.writes[0];
      throw editFailure(error, failed?.snapshot.path ?? '', 'change');
    }
    return record;
  }

  /** Every change, newest first, and how many lines of the history could not be read. */
  async history(): Promise<{ records: ChangeRecord[]; unreadable: number }> {
    const { records, unreadable } = await this.#backups.read();
    return { records: records.reverse(), unreadable };
  }

  /** One change, or AppFailure('not-found'). */
  async change(changeId: string): Promise<ChangeRecord> {
    const found = (await this.#backups.read()).records.find((record) => record.id === changeId);
    if (!found) throw new AppFailure('not-found', 'failure.change-not-found', { id: changeId });
    return found;
  }

  blob(hash: string): Promise<Buffer> {
    return this.#backups.getBlob(hash);
  }

  async #check(write: PlannedWrite): Promise<void> {
    if (write.snapshot.bytes !== null && write.kind === 'write') assertWritable(write.snapshot);
    if (write.kind === 'write' && write.json) {
      // The plan's own input must be a document Hookyard can edit: never bytes caught half-written.
      if (write.snapshot.bytes !== null) {
        parseJsonDocument(snapshotText(write.snapshot), write.snapshot.path, write.json);
      }
      assertReadableJson(write.bytes.toString('utf8'), write.snapshot.path, write.json);
    }
    if (write.kind === 'move' && (await exists(write.to))) {
      throw new AppFailure('conflict', 'failure.move-target-exists', { file: write.to });
    }
    await assertUnchanged(write.snapshot);
  }

  /**
   * Backs up every file and stages every new file's bytes at once, so the files wait for one
   * round of fsyncs, not one per blob: the less time between the plan's read and the renames,
   * the less often a busy writer forces a conflict. Nothing of the user's is touched yet.
   */
  async #prepare(
    writes: PlannedWrite[],
  ): Promise<{ files: FileChange[]; staged: Array<StagedFile | null> }> {
    const [staging, backups] = await Promise.all([
      Promise.allSettled(
        writes.map((write) =>
          write.kind === 'write'
            ? stageFile(write.snapshot.target, write.bytes, modeOf(write))
            : null,
        ),
      ),
      Promise.allSettled(writes.map((write) => this.#backup(write))),
    ]);
    const staged = staging.map((result) => (result.status === 'fulfilled' ? result.value : null));
    const unstaged = staging.findIndex((result) => result.status === 'rejected');
    const failure = [...staging, ...backups].find((result) => result.status === 'rejected');
    if (failure) {
      await discardAll(staged);
      const write = writes[unstaged];
      throw write ? editFailure(failure.reason, write.snapshot.path, 'change') : failure.reason;
    }
    const files = backups.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
    return { files, staged };
  }

  async #backup(write: PlannedWrite): Promise<FileChange[]> {
    const { snapshot } = write;
    const before = {
      hash: snapshot.bytes ? await this.#backups.putBlob(snapshot.bytes) : null,
      mode: snapshot.mode,
    };
    const gone = { hash: null, mode: null };
    if (write.kind === 'delete') return [{ path: snapshot.target, before, after: gone }];
    if (write.kind === 'move') {
      return [
        { path: snapshot.target, before, after: gone },
        { path: write.to, before: gone, after: before },
      ];
    }
    const after = {
      hash: await this.#backups.putBlob(write.bytes),
      mode: modeOf(write),
    };
    const change: FileChange = { path: snapshot.target, before, after };
    return [write.jsonUndo ? { ...change, jsonUndo: write.jsonUndo } : change];
  }

  /** Puts back the files already written; false when one of them could not be. */
  async #rollBack(done: PlannedWrite[]): Promise<boolean> {
    let undone = true;
    for (const write of done.reverse()) {
      try {
        await perform(inverseOf(write));
      } catch {
        // Someone wrote the file since (their bytes win), or it cannot be written: the backup
        // blobs still hold these bytes, and the change stays in the history to restore from.
        undone = false;
      }
    }
    return undone;
  }
}

/**
 * The operation that takes back a performed `write`, planned on the state it left (known by
 * its bytes), so that a roll-back never overwrites what another program wrote since.
 */
function inverseOf(write: PlannedWrite): PlannedWrite {
  const { snapshot } = write;
  const at = (file: string, bytes: Buffer | null, mode: number | null): FileSnapshot => ({
    path: file,
    target: file,
    bytes,
    hash: contentHash(bytes),
    mode,
    stamp: null,
  });
  if (write.kind === 'move') {
    return {
      kind: 'move',
      snapshot: at(write.to, snapshot.bytes, snapshot.mode),
      to: snapshot.target,
    };
  }
  const left =
    write.kind === 'write'
      ? at(snapshot.target, write.bytes, modeOf(write))
      : at(snapshot.target, null, null);
  if (snapshot.bytes === null) return { kind: 'delete', snapshot: left };
  return { kind: 'write', snapshot: left, bytes: snapshot.bytes, mode: snapshot.mode ?? undefined };
}

/** Does one write (with its bytes already staged, if given) unless its file changed. */
async function perform(write: PlannedWrite, staged: StagedFile | null = null): Promise<void> {
  const { snapshot } = write;
  const stillSame = () => assertUnchanged(snapshot);
  if (write.kind === 'write') {
    const file = staged ?? (await stageFile(snapshot.target, write.bytes, modeOf(write)));
    await file.commit(stillSame);
    return;
  }
  await stillSame();
  if (write.kind === 'delete') {
    await fs.rm(snapshot.target);
    return;
  }
  await fs.mkdir(path.dirname(write.to), { recursive: true });
  if (await exists(write.to)) throw changedOnDisk(write.to);
  await fs.rename(snapshot.target, write.to);
}

async function discardAll(staged: Array<StagedFile | null>): Promise<void> {
  await Promise.all(staged.map((file) => file?.discard()));
}

function modeOf(write: Extract<PlannedWrite, { kind: 'write' }>): number {
  return write.mode ?? write.snapshot.mode ?? 0o644;
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.lstat(file);
    return true;
  } catch {
    return false;
  }
}

/** A snapshot of a file that must not exist yet (a new hook, a trash slot). */
export async function absentSnapshot(file: string): Promise<FileSnapshot> {
  const snapshot = await readSnapshot(file);
  if (snapshot.bytes !== null || (await exists(file))) {
    throw new AppFailure('conflict', 'failure.file-exists', { file });
  }
  return snapshot;
}
