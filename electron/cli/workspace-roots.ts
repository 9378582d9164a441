import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * The `--workspace` folders as discovery sees them (absolute, symlinks resolved), or the first
 * one that is not a folder, so that the command can say which.
 */
export async function workspaceRoots(
  folders: string[],
): Promise<{ roots: string[] } | { notAFolder: string }> {
  const roots: string[] = [];
  for (const folder of folders) {
    const resolved = path.resolve(folder);
    const stats = await fs.stat(resolved).catch(() => null);
    if (!stats?.isDirectory()) return { notAFolder: folder };
    roots.push(await fs.realpath(resolved));
  }
  return { roots };
}
