import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';

import { AppFailure } from '../../../shared/result';
import { changedOnDisk, editFailure } from './edit-failure';

/** The largest file Hookyard edits; bigger ones are refused rather than loaded whole. */
export const EDIT_CAP_BYTES = 32 * 1024 * 1024;

/** A file as Hookyard read it before an edit: its bytes and their hash, or its absence. */
export interface FileSnapshot {
  /** The path as asked for. */
  path: string;
  /**
   * Where the bytes live and where a write goes: the final target of a symlink (so the link
   * stays a link, as editors do), else `path`.
   */
  target: string;
  /** null when the file does not exist. */
  bytes: Buffer | null;
  hash: string | null;
  /** Permission bits (0o7777); null when the file does not exist. */
  mode: number | null;
}

/** sha256 of the bytes, hex; null for an absent file. */
export function contentHash(bytes: Uint8Array | null): string | null {
  return bytes === null ? null : createHash('sha256').update(bytes).digest('hex');
}

/**
 * Reads a file for editing. A symlink is followed to its target; a dangling symlink, a folder,
 * or a file over 32 MiB is refused (AppFailure 'invalid-request'); an unreadable file gives the
 * AppFailure of `editFailure`. A missing file is a snapshot with `bytes: null`.
 */
export async function readSnapshot(file: string): Promise<FileSnapshot> {
  const target = await resolveTarget(file);
  try {
    const stats = await fs.stat(target);
    if (!stats.isFile()) {
      throw new AppFailure(
        'invalid-request',
        `${file} is not a regular file; Hookyard edits files only.`,
      );
    }
    if (stats.size > EDIT_CAP_BYTES) {
      throw new AppFailure(
        'invalid-request',
        `${file} is larger than 32 MiB; Hookyard does not edit it.`,
      );
    }
    const bytes = await fs.readFile(target);
    return { path: file, target, bytes, hash: contentHash(bytes), mode: stats.mode & 0o7777 };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return { path: file, target, bytes: null, hash: null, mode: null };
    }
    throw editFailure(error, file, 'read');
  }
}

/** The text of a snapshot (UTF-8); '' for an absent file. */
export function snapshotText(snapshot: FileSnapshot): string {
  return snapshot.bytes?.toString('utf8') ?? '';
}

/** Hash of what is on disk at `target` now (null when absent). */
export async function currentHash(target: string): Promise<string | null> {
  try {
    return contentHash(await fs.readFile(target));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw editFailure(error, target, 'read');
  }
}

/** Throws AppFailure('conflict') when the file no longer holds the snapshot's bytes. */
export async function assertUnchanged(snapshot: FileSnapshot): Promise<void> {
  if ((await currentHash(snapshot.target)) !== snapshot.hash) throw changedOnDisk(snapshot.path);
}

/**
 * Refuses a write the user's own permissions forbid, even where this process could do it anyway
 * (root, or a rename over a read-only file in a writable folder): a read-only file stays as is.
 */
export function assertWritable(snapshot: FileSnapshot): void {
  if (snapshot.mode !== null && (snapshot.mode & 0o222) === 0) {
    throw new AppFailure(
      'invalid-request',
      `${snapshot.path} is read-only. Make it writable first if you want Hookyard to change it; nothing was changed.`,
    );
  }
}

async function resolveTarget(file: string): Promise<string> {
  let link: import('node:fs').Stats;
  try {
    link = await fs.lstat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return file;
    throw editFailure(error, file, 'read');
  }
  if (!link.isSymbolicLink()) return file;
  try {
    return await fs.realpath(file);
  } catch {
    throw new AppFailure(
      'invalid-request',
      `${file} is a symbolic link to a file that does not exist; Hookyard will not replace the link.`,
    );
  }
}
