import type { Dirent } from 'node:fs';
import path from 'node:path';

import type { FileProbe } from '../../platform/file-probe';
import { entryKindOf, linkTargetOf } from './entry-kind';
import type { FolderListing } from './hook-folder-types';
import { mapLimit } from '../../map-limit';
import { plainErrorMessage } from './plain-error-message';
import { type FolderItem, readRawFolderItems } from './raw-folder-names';

const REPLACEMENT_CHARACTER = '\uFFFD';
const STAT_CONCURRENCY = 64;

/**
 * Lists one hooks folder (not recursive) through the shared FileProbe, so the two Cline
 * runtimes reading the same folder cost one readdir. Only symlinks are stat'ed; no file is
 * opened. Never throws: a folder that is missing, not a folder or unreadable is a state.
 */
export async function listHookFolder(folder: string, files: FileProbe): Promise<FolderListing> {
  const read = await files.readdir(folder);
  if (!read.ok) return failedListing(folder, read.code, read.message);
  const hasReplacement = read.value.some((dirent) => dirent.name.includes(REPLACEMENT_CHARACTER));
  const items =
    (hasReplacement ? await readRawFolderItems(folder) : null) ??
    read.value.map((dirent) => probedItem(folder, dirent, files));
  const entries = await mapLimit(items, STAT_CONCURRENCY, async (item) => ({
    name: item.name,
    path: path.join(folder, item.name),
    locator: item.locator,
    kind: item.kind,
    linkTarget: item.kind === 'symlink' ? await item.followLink() : null,
    nonUtf8: item.nonUtf8,
  }));
  return { state: 'ok', reason: null, entries };
}

function probedItem(folder: string, dirent: Dirent, files: FileProbe): FolderItem {
  const file = path.join(folder, dirent.name);
  return {
    name: dirent.name,
    locator: dirent.name,
    nonUtf8: false,
    kind: entryKindOf(dirent),
    followLink: async () => {
      const stats = await files.stat(file);
      return linkTargetOf(stats.ok ? stats.value : null);
    },
  };
}

function failedListing(folder: string, code: string, message: string): FolderListing {
  if (code === 'ENOENT') return { state: 'missing', reason: null, entries: [] };
  if (code === 'ENOTDIR') {
    return {
      state: 'invalid',
      reason: { key: 'reason.hooks-folder-not-a-folder', params: { folder } },
      entries: [],
    };
  }
  return {
    state: 'unreadable',
    reason: {
      key: 'reason.hooks-folder-unreadable',
      params: { folder, message: plainErrorMessage(message) },
    },
    entries: [],
  };
}
