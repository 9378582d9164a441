import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import { writeFileAtomic } from './atomic-write';
import { BackupStore } from './backup-store';
import type {
  ChangeOperation,
  ChangeRecord,
  FileChange,
  JsonUndo,
} from '../../../shared/schemas/editing';
import { changedOnDisk, editFailure } from './edit-failure';
import { assertUnchanged, assertWritable, type FileSnapshot, readSnapshot } from './file-snapshot';
import { assertStrictJson } from './json-document';

/** One file operation of a change, planned against a snapshot read before. */
export type PlannedWrite =
  | {
      kind: 'write';
      snapshot: FileSnapshot;
      bytes: Buffer;
      /** The mode to leave; by default an existing file keeps its own and a new one gets 0o644. */
      mode?: number;
      /** Refuse anything that is not strict JSON (settings files). */
      json?: boolean;
      jsonUndo?: JsonUndo;
    }
  | { kind: 'delete'; snapshot: FileSnapshot }
  /** A rename (bytes, mode and times kept) to a path that must not exist. */
  | { kind: 'move'; snapshot: FileSnapshot; to: string };

export interface ChangeRequest {
  operation: ChangeOperation;
  hookIds: string[];
  summary: string;
  writes: PlannedWrite[];
  restores?: string;
}

/**
 * Applies changes to the user's files safely and keeps their history. Every change: backups of
 * all bytes before and after first, then each file atomically (temp + fsync + rename, mode
 * kept), each refused with AppFailure('conflict') when the file no longer holds the bytes the
 * change was planned on (checked again right before the rename), JSON re-parsed before it is
 * written. A failure part-way puts back the files already written. Changes run one at a time.
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
    for (const write of request.writes) await this.#check(write);
    const files: FileChange[] = [];
    for (const write of request.writes) files.push(...(await this.#backup(write)));
    const done: PlannedWrite[] = [];
    try {
      for (const write of request.writes) {
        await perform(write);
        done.push(write);
      }
    } catch (error) {
      await this.#rollBack(done);
      const failed = request.writes[done.length] ?? request.writes[0];
      throw editFailure(error, failed?.snapshot.path ?? '', 'change');
    }
    const record: ChangeRecord = {
      id: randomUUID(),
      at: new Date().toISOString(),
      operation: request.operation,
      hookIds: request.hookIds,
      summary: request.summary,
      files,
      restores: request.restores ?? null,
    };
    await this.#backups.append(record);
    return record;
  }

  /** Every change, newest first. */
  async history(): Promise<ChangeRecord[]> {
    return (await this.#backups.all()).reverse();
  }

  /** One change, or AppFailure('not-found'). */
  async change(changeId: string): Promise<ChangeRecord> {
    const found = (await this.#backups.all()).find((record) => record.id === changeId);
    if (!found) throw new AppFailure('not-found', `No change with id ${changeId}.`);
    return found;
  }

  blob(hash: string): Promise<Buffer> {
    return this.#backups.getBlob(hash);
  }

  async #check(write: PlannedWrite): Promise<void> {
    if (write.snapshot.bytes !== null && write.kind === 'write') assertWritable(write.snapshot);
    if (write.kind === 'write' && write.json) {
      assertStrictJson(write.bytes.toString('utf8'), write.snapshot.path);
    }
    if (write.kind === 'move' && (await exists(write.to))) {
      throw new AppFailure('conflict', `${write.to} already exists; nothing was moved.`);
    }
    await assertUnchanged(write.snapshot);
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

  async #rollBack(done: PlannedWrite[]): Promise<void> {
    for (const write of done.reverse()) {
      const { snapshot } = write;
      try {
        if (write.kind === 'move') await fs.rename(write.to, snapshot.target);
        else if (snapshot.bytes === null) await fs.rm(snapshot.target, { force: true });
        else await writeFileAtomic(snapshot.target, snapshot.bytes, snapshot.mode ?? undefined);
      } catch {
        // The backup blobs still hold these bytes; the history shows the change as not applied.
      }
    }
  }
}

async function perform(write: PlannedWrite): Promise<void> {
  const { snapshot } = write;
  const stillSame = () => assertUnchanged(snapshot);
  if (write.kind === 'write') {
    await writeFileAtomic(snapshot.target, write.bytes, modeOf(write), {
      beforeRename: stillSame,
    });
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
    throw new AppFailure('conflict', `${file} already exists; Hookyard will not overwrite it.`);
  }
  return snapshot;
}
