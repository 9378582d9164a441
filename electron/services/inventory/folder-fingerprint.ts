import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A string that changes when any entry directly inside the folders is added, removed, renamed,
 * rewritten or chmod-ed: name, inode, mode, size and mtime of every entry. Stats only, no reads.
 */
export async function fingerprintFolders(folders: string[]): Promise<string> {
  const parts = await Promise.all(
    [...folders].sort().map(async (folder) => {
      const names = await fs.readdir(folder).catch(() => [] as string[]);
      const stats = await Promise.all(
        names.sort().map(async (name) => {
          const entry = await fs.lstat(path.join(folder, name)).catch(() => null);
          return entry ? `${name}:${entry.ino}:${entry.mode}:${entry.size}:${entry.mtimeMs}` : name;
        }),
      );
      return `${folder}\n${stats.join('\n')}`;
    }),
  );
  return parts.join('\n\n');
}
