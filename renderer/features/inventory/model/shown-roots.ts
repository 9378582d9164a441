import type { AppState } from '../../../store/store-types';

const NO_ROOTS: readonly string[] = [];

/**
 * The roots of the workspace on screen when it has several (rows then say which root they come
 * from); none otherwise. Returns the stored array, so a selector using it stays stable.
 */
export function selectShownRoots(state: AppState): readonly string[] {
  if (state.scope.kind !== 'workspace') return NO_ROOTS;
  const { workspaceId } = state.scope;
  const roots = state.workspaces.list.find((workspace) => workspace.id === workspaceId)?.roots;
  return roots && roots.length > 1 ? roots : NO_ROOTS;
}
