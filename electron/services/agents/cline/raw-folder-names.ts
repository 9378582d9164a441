import { isUtf8 } from 'node:buffer';
import fs from 'node:fs/promises';
import path from 'node:path';

import { entryKindOf, linkTargetOf } from './entry-kind';
import type { EntryKind, LinkTarget } from './hook-folder-types';

/** A folder entry before its symlink (if it is one) has been followed. */
export interface FolderItem {
  name: string;
  locator: string;
  nonUtf8: boolean;
  kind: EntryKind;
  /** Follows a symlink entry; only called for symlinks. */
  followLink(): Promise<LinkTarget>;
}

/**
 * Reads a folder with `encoding: 'buffer'`. Only needed when a UTF-8 listing shows U+FFFD: Node
 * decodes invalid bytes to it, so the decoded name may not be a path that exists. Returns null
 * when the folder cannot be read (the caller keeps its UTF-8 listing).
 */
export async function readRawFolderItems(folder: string): Promise<FolderItem[] | null> {
  try {
    const dirents = await fs.readdir(folder, { encoding: 'buffer', withFileTypes: true });
    const prefix = Buffer.from(folder + path.sep);
    return dirents.map((dirent) => {
      const bytes = dirent.name;
      const nonUtf8 = !isUtf8(bytes);
      const name = bytes.toString('utf8');
      const rawPath = Buffer.concat([prefix, bytes]);
      return {
        name,
        locator: nonUtf8 ? escapeNonAscii(bytes) : name,
        nonUtf8,
        kind: entryKindOf(dirent),
        followLink: () => fs.stat(rawPath).then(linkTargetOf, () => linkTargetOf(null)),
      };
    });
  } catch {
    return null;
  }
}

// Two different byte strings can decode to the same U+FFFD name; their escaped bytes cannot.
function escapeNonAscii(bytes: Buffer): string {
  let out = '';
  for (const byte of bytes) {
    out +=
      byte >= 0x20 && byte < 0x7f && byte !== 0x5c
        ? String.fromCharCode(byte)
        : `\\x${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}
