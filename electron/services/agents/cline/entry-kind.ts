import type { Dirent, Stats } from 'node:fs';

import type { EntryKind, LinkTarget } from './hook-folder-types';

/** What readdir says an entry is; a symlink stays a symlink (it is not followed). */
export function entryKindOf(dirent: Dirent<string | Buffer>): EntryKind {
  if (dirent.isSymbolicLink()) return 'symlink';
  if (dirent.isFile()) return 'file';
  if (dirent.isDirectory()) return 'directory';
  return 'other';
}

/** What a followed symlink resolved to; `null` stats mean following it failed. */
export function linkTargetOf(stats: Stats | null): LinkTarget {
  if (!stats) return 'missing';
  if (stats.isFile()) return 'file';
  if (stats.isDirectory()) return 'directory';
  return 'other';
}
