import path from 'node:path';

import type { DiscoveryTarget } from '../dialect';
import type { HostPaths } from '../../platform/host-paths';
import type { HookFolder } from './hook-folder-types';

/** `<Documents>/Cline/Hooks`: the user folder both Cline runtimes read. */
export function documentsHooksFolder(paths: HostPaths): HookFolder {
  return { path: path.join(paths.documentsDir, 'Cline', 'Hooks'), scope: 'user' };
}

/** `<root>/.clinerules/hooks`: the workspace folder both Cline runtimes read. */
export function clinerulesHooksFolder(root: string): HookFolder {
  return { path: path.join(root, '.clinerules', 'hooks'), scope: 'workspace' };
}

/** The target's workspace roots; none for a user-level target. */
export function workspaceRoots(target: DiscoveryTarget): string[] {
  return target.kind === 'workspace' ? target.roots : [];
}

/** Drops repeated paths (exact string comparison, as the CLI's `dedupePaths`); the first wins. */
export function dedupeFolders(folders: HookFolder[]): HookFolder[] {
  const seen = new Set<string>();
  return folders.filter((folder) => !seen.has(folder.path) && seen.add(folder.path));
}
