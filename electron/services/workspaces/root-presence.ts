import fs from 'node:fs/promises';

import type { MissingRoot } from '../../../shared/schemas/inventory';
import type { ListedWorkspace, Workspace } from '../../../shared/schemas/workspace';

/**
 * The roots of a workspace that are not folders now (deleted, moved, replaced by a file), each
 * with the sentence that says so. A stat per root, no reads; never throws.
 */
export async function missingRoots(roots: readonly string[]): Promise<MissingRoot[]> {
  const found = await Promise.all(
    roots.map(async (root): Promise<MissingRoot | null> => {
      const stats = await fs.stat(root).catch(() => null);
      if (stats?.isDirectory()) return null;
      const key = stats ? 'reason.workspace-root-not-a-folder' : 'reason.workspace-root-missing';
      return { root, reason: { key, params: { root } } };
    }),
  );
  return found.filter((item) => item !== null);
}

/** The workspace as the sidebar lists it: with the roots that are gone now. */
export async function withPresence(workspace: Workspace): Promise<ListedWorkspace> {
  const missing = await missingRoots(workspace.roots);
  return { ...workspace, missingRoots: missing.map((item) => item.root) };
}
