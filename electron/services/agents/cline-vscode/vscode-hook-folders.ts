import type { HostPaths } from '../../platform/host-paths';
import type { HookFolder } from '../cline/hook-folder-types';
import {
  clinerulesHooksFolder,
  dedupeFolders,
  documentsHooksFolder,
  workspaceRoots,
} from '../cline/hook-folders';
import type { DiscoveryTarget } from '../dialect';

/**
 * The folders the Cline VS Code extension reads (spec §1.4): `<Documents>/Cline/Hooks`, then
 * `<root>/.clinerules/hooks` per workspace root. Never `~/.cline/hooks` or `.cline/hooks`.
 */
export function vscodeHookFolders(target: DiscoveryTarget, paths: HostPaths): HookFolder[] {
  return dedupeFolders([
    documentsHooksFolder(paths),
    ...workspaceRoots(target).map(clinerulesHooksFolder),
  ]);
}
