import type { AppError } from '../../../../shared/result';
import type { TrustVerdict } from '../../../../shared/schemas/editing';
import type { HookEntry } from '../../../../shared/schemas/hook';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { AppState, LoadStatus } from '../../../store/store-types';
import type { ManageState } from './manage-slice';

/** A project hook that needs the user's review before Hookyard runs it. */
export interface UntrustedHook {
  hook: HookEntry;
  verdict: TrustVerdict;
}

/** The trust review of the workspace on screen, a part of `state.manage`. */
export interface ManageTrustState {
  /** The workspace the review below belongs to; null at user level. */
  trustWorkspaceId: string | null;
  /** Its project hooks that are new or changed since trusted. */
  untrusted: UntrustedHook[];
  trustStatus: LoadStatus;
  trustError: AppError | null;
  trusting: boolean;
  /**
   * Reviews the workspace on screen (nothing at user level). A reply for a workspace no longer
   * on screen is dropped; while a review runs, a second call waits for one more afterwards.
   */
  loadTrustReview(): Promise<void>;
  /** Forgets the review of a workspace no longer on screen (its markers must not linger). */
  clearTrustReview(): void;
  /** Trusts these hooks as they are on disk now, then reviews again. */
  trustHooks(hookIds: string[]): Promise<boolean>;
  /**
   * After the user wrote these hooks in Hookyard (created or saved) in a trusted workspace: trusts
   * them as they are now, since that is what the user saw; otherwise the bench would refuse the
   * hook just made. Does nothing at user level or in an untrusted workspace.
   */
  trustAuthoredHooks(hookIds: string[]): Promise<void>;
}

/** The review's verdict for a row of the inventory, when the row needs review. */
export const selectUntrustedVerdict =
  (hookId: string) =>
  (state: AppState): TrustVerdict['state'] | null =>
    state.manage.untrusted.find((item) => item.hook.id === hookId)?.verdict.state ?? null;

export const createManageTrust: FeatureSliceCreator<ManageState, ManageTrustState> = ({
  api,
  patch,
  get,
}) => {
  let running: Promise<void> | null = null;
  let again = false;

  const reviewOnce = async (): Promise<void> => {
    const { scope } = get();
    if (scope.kind !== 'workspace') {
      patch({ trustWorkspaceId: null, untrusted: [], trustStatus: 'idle', trustError: null });
      return;
    }
    const { workspaceId } = scope;
    if (get().manage.trustWorkspaceId !== workspaceId) {
      patch({ trustWorkspaceId: workspaceId, untrusted: [], trustStatus: 'loading' });
    }
    const result = await api.invoke('trust:review', { workspaceId });
    const now = get().scope;
    if (now.kind !== 'workspace' || now.workspaceId !== workspaceId) return;
    if (result.ok) {
      patch({
        untrusted: result.value.filter((item) => item.verdict.state !== 'trusted'),
        trustStatus: 'ready',
        trustError: null,
      });
    } else {
      patch({ trustStatus: 'error', trustError: result.error });
    }
  };

  return {
    trustWorkspaceId: null,
    untrusted: [],
    trustStatus: 'idle',
    trustError: null,
    trusting: false,
    loadTrustReview() {
      if (running) {
        again = true;
        return running;
      }
      running = (async () => {
        do {
          again = false;
          await reviewOnce();
        } while (again);
      })().finally(() => {
        running = null;
      });
      return running;
    },
    clearTrustReview() {
      const { scope } = get();
      const { trustWorkspaceId } = get().manage;
      if (trustWorkspaceId === null) return;
      if (scope.kind === 'workspace' && scope.workspaceId === trustWorkspaceId) return;
      patch({ trustWorkspaceId: null, untrusted: [], trustStatus: 'idle', trustError: null });
    },
    async trustHooks(hookIds) {
      const { trustWorkspaceId: workspaceId, trusting } = get().manage;
      if (!workspaceId || hookIds.length === 0 || trusting) return false;
      patch({ trusting: true, trustError: null });
      // Only what the user was shown is trusted: a hook changed since comes back as a conflict.
      const reviewed = Object.fromEntries(
        get()
          .manage.untrusted.filter(({ hook }) => hookIds.includes(hook.id))
          .map(({ verdict }) => [verdict.hookId, verdict.contentHash]),
      );
      const result = await api.invoke('trust:trust-hooks', { workspaceId, hookIds, reviewed });
      patch({ trusting: false, trustError: result.ok ? null : result.error });
      await get().manage.loadTrustReview();
      return result.ok;
    },
    async trustAuthoredHooks(hookIds) {
      const { scope, workspaces } = get();
      if (scope.kind !== 'workspace' || hookIds.length === 0) return;
      if (!workspaces.list.find((workspace) => workspace.id === scope.workspaceId)?.trusted) return;
      // The user just wrote these hooks: what they hold now is what they chose.
      const review = await api.invoke('trust:review', { workspaceId: scope.workspaceId });
      if (!review.ok) return;
      const reviewed = Object.fromEntries(
        review.value
          .filter(({ hook }) => hookIds.includes(hook.id))
          .map(({ verdict }) => [verdict.hookId, verdict.contentHash]),
      );
      await api.invoke('trust:trust-hooks', { workspaceId: scope.workspaceId, hookIds, reviewed });
      await get().manage.loadTrustReview();
    },
  };
};
