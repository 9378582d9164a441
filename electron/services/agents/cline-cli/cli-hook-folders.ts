import path from 'node:path';

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
 * The folders the Cline CLI reads, in its order (spec §1.1): `<Documents>/Cline/Hooks`,
 * `<CLINE_DIR>/hooks`, then per workspace root `.clinerules/hooks` and `.cline/hooks`.
 * A user target gets the user folders only; repeated paths are dropped.
 */
export function cliHookFolders(target: DiscoveryTarget, paths: HostPaths): HookFolder[] {
  return dedupeFolders([
    documentsHooksFolder(paths),
    { path: path.join(paths.clineDir, 'hooks'), scope: 'user' },
    ...workspaceRoots(target).flatMap((root): HookFolder[] => [
      clinerulesHooksFolder(root),
      { path: path.join(root, '.cline', 'hooks'), scope: 'workspace' },
    ]),
  ]);
}
