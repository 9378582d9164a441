import type { RequestOf } from '../../../../shared/contract/index';
import type { AppError, Result } from '../../../../shared/result';
import type { DetectedWorkspace, ListedWorkspace } from '../../../../shared/schemas/workspace';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import { USER_SCOPE } from '../../../store/scope-key';
import type { LoadStatus } from '../../../store/store-types';

/** The workspaces' state and actions, under `state.workspaces`. */
export interface WorkspacesState {
  /** With the roots that were not folders when listed (deleted or moved since). */
  list: ListedWorkspace[];
  status: LoadStatus;
  error: AppError | null;
  /** Folders found in the agents' own records; may include ones already added. */
  detected: DetectedWorkspace[];
  detectedError: AppError | null;
  load(): Promise<void>;
  loadDetected(): Promise<void>;
  /**
   * Adds a workspace and shows it; the error comes back for the dialog to show. Every successful
   * change also reloads the list, so a reply to an older list request can never undo it.
   */
  add(request: RequestOf<'workspaces:add'>): Promise<Result<ListedWorkspace>>;
  /** Removes a workspace; if it was on screen, user level is shown instead. */
  remove(workspaceId: string): Promise<Result<{ removed: boolean }>>;
  setTrusted(workspaceId: string, trusted: boolean): Promise<Result<ListedWorkspace>>;
}

const upsert = (list: readonly ListedWorkspace[], workspace: ListedWorkspace): ListedWorkspace[] =>
  list.some((item) => item.id === workspace.id)
    ? list.map((item) => (item.id === workspace.id ? workspace : item))
    : [...list, workspace];

export const createWorkspacesSlice: FeatureSliceCreator<WorkspacesState> = ({
  api,
  patch,
  get,
}) => {
  const workspaces = () => get().workspaces;
  let listRequest = 0;

  /** Falls back to user level when the workspace on screen is gone. */
  const leaveIfGone = async (): Promise<void> => {
    const { scope, selectScope } = get();
    if (scope.kind === 'workspace' && !workspaces().list.some((w) => w.id === scope.workspaceId)) {
      await selectScope(USER_SCOPE);
    }
  };

  return {
    list: [],
    status: 'idle',
    error: null,
    detected: [],
    detectedError: null,
    async load() {
      const request = ++listRequest;
      if (workspaces().status !== 'ready') patch({ status: 'loading' });
      const result = await api.invoke('workspaces:list', {});
      if (request !== listRequest) return;
      if (!result.ok) {
        patch({ error: result.error, status: 'error' });
        return;
      }
      patch({ list: result.value, status: 'ready', error: null });
      await leaveIfGone();
    },
    async loadDetected() {
      const result = await api.invoke('workspaces:list-detected', {});
      if (result.ok) patch({ detected: result.value, detectedError: null });
      else patch({ detectedError: result.error });
    },
    async add(request) {
      const result = await api.invoke('workspaces:add', request);
      if (result.ok) {
        patch((current) => ({ list: upsert(current.list, result.value) }));
        void workspaces().load();
        void get().selectScope({ kind: 'workspace', workspaceId: result.value.id });
      }
      return result;
    },
    async remove(workspaceId) {
      const result = await api.invoke('workspaces:remove', { workspaceId });
      if (result.ok) {
        patch((current) => ({ list: current.list.filter((w) => w.id !== workspaceId) }));
        void workspaces().load();
        await leaveIfGone();
      }
      return result;
    },
    async setTrusted(workspaceId, trusted) {
      const result = await api.invoke('workspaces:set-trusted', { workspaceId, trusted });
      if (result.ok) {
        patch((current) => ({ list: upsert(current.list, result.value) }));
        void workspaces().load();
      }
      return result;
    },
  };
};
