import type { RequestOf } from '../../../../shared/contract/index';
import type { AppError, Result } from '../../../../shared/result';
import type { DetectedWorkspace, ListedWorkspace } from '../../../../shared/schemas/workspace';
import { USER_SCOPE } from '../../../store/scope-key';
import type { LoadStatus, SliceCreator } from '../../../store/store-types';

export interface WorkspacesSlice {
  /** With the roots that were not folders when listed (deleted or moved since). */
  workspaces: ListedWorkspace[];
  workspacesStatus: LoadStatus;
  workspacesError: AppError | null;
  /** Folders found in the agents' own records; may include ones already added. */
  detected: DetectedWorkspace[];
  detectedError: AppError | null;
  loadWorkspaces(): Promise<void>;
  loadDetected(): Promise<void>;
  /**
   * Adds a workspace and shows it; the error comes back for the dialog to show. Every successful
   * change also reloads the list, so a reply to an older list request can never undo it.
   */
  addWorkspace(request: RequestOf<'workspaces:add'>): Promise<Result<ListedWorkspace>>;
  /** Removes a workspace; if it was on screen, user level is shown instead. */
  removeWorkspace(workspaceId: string): Promise<Result<{ removed: boolean }>>;
  setWorkspaceTrusted(workspaceId: string, trusted: boolean): Promise<Result<ListedWorkspace>>;
}

const upsert = (list: readonly ListedWorkspace[], workspace: ListedWorkspace): ListedWorkspace[] =>
  list.some((item) => item.id === workspace.id)
    ? list.map((item) => (item.id === workspace.id ? workspace : item))
    : [...list, workspace];

export const createWorkspacesSlice: SliceCreator<WorkspacesSlice> = (api) => (set, get) => {
  let listRequest = 0;

  /** Falls back to user level when the workspace on screen is gone. */
  const leaveIfGone = async (): Promise<void> => {
    const { scope, workspaces, selectScope } = get();
    if (scope.kind === 'workspace' && !workspaces.some((w) => w.id === scope.workspaceId)) {
      await selectScope(USER_SCOPE);
    }
  };

  return {
    workspaces: [],
    workspacesStatus: 'idle',
    workspacesError: null,
    detected: [],
    detectedError: null,
    async loadWorkspaces() {
      const request = ++listRequest;
      if (get().workspacesStatus !== 'ready') set({ workspacesStatus: 'loading' });
      const result = await api.invoke('workspaces:list', {});
      if (request !== listRequest) return;
      if (!result.ok) {
        set({ workspacesError: result.error, workspacesStatus: 'error' });
        return;
      }
      set({ workspaces: result.value, workspacesStatus: 'ready', workspacesError: null });
      await leaveIfGone();
    },
    async loadDetected() {
      const result = await api.invoke('workspaces:list-detected', {});
      if (result.ok) set({ detected: result.value, detectedError: null });
      else set({ detectedError: result.error });
    },
    async addWorkspace(request) {
      const result = await api.invoke('workspaces:add', request);
      if (result.ok) {
        set((state) => ({ workspaces: upsert(state.workspaces, result.value) }));
        void get().loadWorkspaces();
        void get().selectScope({ kind: 'workspace', workspaceId: result.value.id });
      }
      return result;
    },
    async removeWorkspace(workspaceId) {
      const result = await api.invoke('workspaces:remove', { workspaceId });
      if (result.ok) {
        set((state) => ({ workspaces: state.workspaces.filter((w) => w.id !== workspaceId) }));
        void get().loadWorkspaces();
        await leaveIfGone();
      }
      return result;
    },
    async setWorkspaceTrusted(workspaceId, trusted) {
      const result = await api.invoke('workspaces:set-trusted', { workspaceId, trusted });
      if (result.ok) {
        set((state) => ({ workspaces: upsert(state.workspaces, result.value) }));
        void get().loadWorkspaces();
      }
      return result;
    },
  };
};
