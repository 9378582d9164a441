import path from 'node:path';

import type { FileProbe } from '../../platform/file-probe';

/** What reading one source file gave: its text, or why there is none. */
export type SourceText =
  { state: 'ok'; text: string } | { state: 'missing' } | { state: 'unreadable'; message: string };

/** The largest source file read; a bigger one is reported, not parsed. */
export const SOURCE_CAP_BYTES = 4 * 1024 * 1024;

const ABSENT = new Set(['ENOENT', 'ENOTDIR']);

/**
 * Reads a source file through the pass's FileProbe. A missing file (or a missing folder on the
 * way) is `missing`; any other failure, or a file over 4 MiB, is `unreadable` with a message a
 * user can act on. Invalid UTF-8 is decoded with replacement characters, so the parsers report
 * where the garbage is. Never throws.
 */
export async function readSourceText(files: FileProbe, file: string): Promise<SourceText> {
  if ((await listedInParent(files, file)) === false) return { state: 'missing' };
  // FileProbe sizes its buffer from the file, so one read up to the cap is enough.
  const read = await files.readBytes(file, SOURCE_CAP_BYTES);
  if (!read.ok) {
    return ABSENT.has(read.code)
      ? { state: 'missing' }
      : { state: 'unreadable', message: read.message };
  }
  if (read.value.truncated) {
    return { state: 'unreadable', message: 'the file is larger than 4 MiB' };
  }
  return { state: 'ok', text: read.value.bytes.toString('utf8') };
}

/**
 * Whether the parent folder's listing holds `file`; null when it cannot tell. One
 * memoised listing answers for every file of a folder, so a pass over many workspaces without
 * `.claude` files costs one failed call per folder instead of one per file (each failed call
 * builds an Error with its stack, which showed at the top of discovery profiles).
 */
export async function listedInParent(files: FileProbe, file: string): Promise<boolean | null> {
  const listing = await files.readdir(path.dirname(file));
  if (!listing.ok) return ABSENT.has(listing.code) ? false : null;
  const name = path.basename(file);
  if (listing.value.some((entry) => entry.name === name)) return true;
  // On a case-insensitive disk `Settings.json` answers for `settings.json`: let stat decide.
  const folded = name.toLowerCase();
  return listing.value.some((entry) => entry.name.toLowerCase() === folded) ? null : false;
}
