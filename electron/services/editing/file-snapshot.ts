import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';

import { AppFailure } from '../../../shared/result';
import { changedOnDisk, editFailure } from './edit-failure';
import { isBlankText } from './json-document';

/** The largest file Hookyard edits; bigger ones are refused rather than loaded whole. */
export const EDIT_CAP_BYTES = 32 * 1024 * 1024;

/**
 * How long a blank file must have stayed untouched before Hookyard trusts that it is really
 * blank. A program that rewrites a file in place (truncate, then write; Claude Code on "always
 * allow") leaves it empty for a moment, and an edit planned on that moment would replace
 * everything the program was about to write with Hookyard's idea of an empty file.
 */
export const BLANK_SETTLE_MS = 250;

/** How often a settling blank file is looked at again: a writer's bytes end the wait at once. */
const SETTLE_POLL_MS = 10;

type BigIntStats = import('node:fs').BigIntStats;

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
  /**
   * Which file held the bytes and when it last changed (device, inode, size, mtime and ctime
   * in ns), taken right after the read; null when the file does not exist, or for a state
   * Hookyard knows by its bytes only. With `hash` it tells "unchanged" apart from "truncated
   * and not yet rewritten" when the bytes were blank to begin with.
   */
  stamp: string | null;
}

/** sha256 of the bytes, hex; null for an absent file. */
export function contentHash(bytes: Uint8Array | null): string | null {
  return bytes === null ? null : createHash('sha256').update(bytes).digest('hex');
}

/**
 * Reads a file for editing. A symlink is followed to its target; a dangling symlink, a folder,
 * or a file over 32 MiB is refused (AppFailure 'invalid-request'); an unreadable file gives the
 * AppFailure of `editFailure`. A missing file is a snapshot with `bytes: null`. A blank file is
 * returned only once it has stayed untouched for BLANK_SETTLE_MS (waiting out the rest of that
 * time if needed); AppFailure('conflict') when it changes meanwhile.
 */
export async function readSnapshot(file: string): Promise<FileSnapshot> {
  const target = await resolveTarget(file);
  try {
    const stats = await fs.stat(target);
    if (!stats.isFile()) {
      throw new AppFailure('invalid-request', 'failure.not-a-regular-file', { file });
    }
    if (stats.size > EDIT_CAP_BYTES) {
      throw new AppFailure('invalid-request', 'failure.file-too-large', { file });
    }
    const readAt = Date.now();
    const read = await readStamped(target);
    if (read === null) return absent(file, target);
    const snapshot: FileSnapshot = {
      path: file,
      target,
      bytes: read.bytes,
      hash: read.hash,
      mode: Number(read.stats.mode & 0o7777n),
      stamp: read.stamp,
    };
    if (isBlankText(snapshotText(snapshot))) await settle(snapshot, read.stats, readAt);
    return snapshot;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return absent(file, target);
    throw editFailure(error, file, 'read');
  }
}

/** The text of a snapshot (UTF-8); '' for an absent file. */
export function snapshotText(snapshot: FileSnapshot): string {
  return snapshot.bytes?.toString('utf8') ?? '';
}

/**
 * Throws AppFailure('conflict') unless the file still holds the snapshot's bytes — and, when
 * the snapshot has a stamp, is still the same file, untouched since it was read.
 */
export async function assertUnchanged(snapshot: FileSnapshot): Promise<void> {
  const now = await readStamped(snapshot.target).catch((error: unknown) => {
    throw editFailure(error, snapshot.path, 'read');
  });
  const same =
    now === null
      ? snapshot.hash === null
      : now.hash === snapshot.hash && (snapshot.stamp === null || now.stamp === snapshot.stamp);
  if (!same) throw changedOnDisk(snapshot.path);
}

/**
 * Refuses a write the user's own permissions forbid, even where this process could do it anyway
 * (root, or a rename over a read-only file in a writable folder): a read-only file stays as is.
 */
export function assertWritable(snapshot: FileSnapshot): void {
  if (snapshot.mode !== null && (snapshot.mode & 0o222) === 0) {
    throw new AppFailure('invalid-request', 'failure.file-read-only', { file: snapshot.path });
  }
}

interface StampedRead {
  bytes: Buffer;
  hash: string | null;
  stamp: string;
  stats: BigIntStats;
}

/** The bytes at `target`, then (so that it covers them) its stamp; null when it is absent. */
async function readStamped(target: string): Promise<StampedRead | null> {
  try {
    const bytes = await fs.readFile(target);
    const stats = await fs.stat(target, { bigint: true });
    const stamp = [stats.dev, stats.ino, stats.size, stats.mtimeNs, stats.ctimeNs].join(':');
    return { bytes, hash: contentHash(bytes), stamp, stats };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/**
 * Makes sure a blank file read at `readAt` has been blank for BLANK_SETTLE_MS: at once when
 * it had not changed for that long before the read, else by watching it for the rest of that
 * time; AppFailure('conflict') as soon as it is not the same file, untouched, with the same
 * bytes (the write an in-place writer truncated it for moves its stamp).
 */
async function settle(snapshot: FileSnapshot, stats: BigIntStats, readAt: number): Promise<void> {
  const lastChange = stats.mtimeNs > stats.ctimeNs ? stats.mtimeNs : stats.ctimeNs;
  const changedAt = Number(lastChange / 1_000_000n);
  if (changedAt <= readAt - BLANK_SETTLE_MS) return;
  // A change time in the future (clock skew) still costs one settle period, not forever.
  const until = Date.now() + Math.min(BLANK_SETTLE_MS, changedAt + BLANK_SETTLE_MS - Date.now());
  do {
    await delay(Math.max(0, Math.min(SETTLE_POLL_MS, until - Date.now())));
    await assertUnchanged(snapshot);
  } while (Date.now() < until);
}

function absent(file: string, target: string): FileSnapshot {
  return { path: file, target, bytes: null, hash: null, mode: null, stamp: null };
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
    throw new AppFailure('invalid-request', 'failure.dangling-symlink', { file });
  }
}
