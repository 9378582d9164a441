import type { Workspace } from '../../shared/schemas/workspace';
import type { AppState } from './store-types';

/** The workspace on screen, or null at user level (or while the list does not have it yet). */
export function selectVisibleWorkspace(state: AppState): Workspace | null {
  const { scope } = state;
  if (scope.kind !== 'workspace') return null;
  return state.workspaces.list.find((workspace) => workspace.id === scope.workspaceId) ?? null;
}
