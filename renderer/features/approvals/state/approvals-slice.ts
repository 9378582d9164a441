import type { AppError } from '../../../../shared/result';
import type {
  AlwaysAllowRequest,
  ApprovalRequest,
  ApprovalVerdict,
} from '../../../../shared/schemas/approval';
import type { LoadStatus, SliceCreator } from '../../../store/store-types';

/** The approvals inbox's id in the screen registry. */
export const APPROVALS_SCREEN = 'approvals';

/** What the last decision from the inbox did, for the line under the toolbar. */
export type ApprovalsNotice =
  | { kind: 'decided'; decision: ApprovalVerdict; count: number; alreadyDecided: number }
  | { kind: 'always-allowed'; scope: AlwaysAllowRequest['scope'] }
  | { kind: 'failed'; error: AppError };

/** One answer from the inbox, to one or many requests. */
export interface InboxDecision {
  ids: string[];
  decision: ApprovalVerdict;
  /** Shown to the agent on deny. */
  reason?: string;
  /** The tool input as the user edited it (one id only). */
  editedInput?: Record<string, unknown>;
}

export interface ApprovalsSlice {
  /** Every pending request of every session, oldest first (the one nearest its deadline on top). */
  approvalsPending: ApprovalRequest[];
  approvalsStatus: LoadStatus;
  approvalsError: AppError | null;
  /** Requests ticked for deciding together; only ids still pending. */
  approvalsChecked: string[];
  /** Requests with an answer on its way; their buttons wait. */
  approvalsDeciding: string[];
  approvalsNotice: ApprovalsNotice | null;
  /**
   * The request a notification, the tray or a `hookyard://` link asked to see: the inbox's list
   * focuses its card, then clears this.
   */
  approvalsFocusId: string | null;
  loadApprovals(): Promise<void>;
  /** A pushed `approvals:changed`: the pending list as it is now. */
  receiveApprovalsChanged(event: { pending: ApprovalRequest[] }): void;
  toggleApprovalChecked(id: string): void;
  /** Ticks every pending request, or none. */
  checkAllApprovals(checked: boolean): void;
  /** Sends one answer for the given requests; a request answered elsewhere meanwhile is counted. */
  decideApprovals(decision: InboxDecision): Promise<void>;
  /** Creates a scoped allow rule from the request and allows the request. */
  alwaysAllowApproval(id: string, scope: AlwaysAllowRequest['scope']): Promise<void>;
  dismissApprovalsNotice(): void;
  /** Opens the inbox on this request (its card is focused once it is listed). */
  showApproval(id: string): void;
  /** The list has focused the requested card, or found it answered already. */
  approvalFocusDone(): void;
}

const byDeadline = (requests: ApprovalRequest[]): ApprovalRequest[] =>
  [...requests].sort((a, b) => a.deadlineAt - b.deadlineAt || a.receivedAt - b.receivedAt);

export const createApprovalsSlice: SliceCreator<ApprovalsSlice> = (api) => (set, get) => {
  // A pushed list or a load reply replaces the list; both also drop ticks and waits for requests
  // that are no longer pending.
  const showPending = (pending: ApprovalRequest[]) => {
    const ids = new Set(pending.map((request) => request.id));
    set((state) => ({
      approvalsPending: byDeadline(pending),
      approvalsStatus: 'ready',
      approvalsError: null,
      approvalsChecked: state.approvalsChecked.filter((id) => ids.has(id)),
      approvalsDeciding: state.approvalsDeciding.filter((id) => ids.has(id)),
    }));
  };
  const stopWaiting = (ids: readonly string[]) =>
    set((state) => ({
      approvalsDeciding: state.approvalsDeciding.filter((id) => !ids.includes(id)),
    }));

  return {
    approvalsPending: [],
    approvalsStatus: 'idle',
    approvalsError: null,
    approvalsChecked: [],
    approvalsDeciding: [],
    approvalsNotice: null,
    approvalsFocusId: null,

    async loadApprovals() {
      if (get().approvalsStatus !== 'ready') set({ approvalsStatus: 'loading' });
      const result = await api.invoke('approvals:pending', {});
      if (result.ok) showPending(result.value);
      else set({ approvalsStatus: 'error', approvalsError: result.error });
    },

    receiveApprovalsChanged({ pending }) {
      showPending(pending);
    },

    toggleApprovalChecked(id) {
      set((state) => ({
        approvalsChecked: state.approvalsChecked.includes(id)
          ? state.approvalsChecked.filter((checked) => checked !== id)
          : [...state.approvalsChecked, id],
      }));
    },

    checkAllApprovals(checked) {
      set((state) => ({
        approvalsChecked: checked ? state.approvalsPending.map((request) => request.id) : [],
      }));
    },

    async decideApprovals({ ids, decision, reason, editedInput }) {
      const waiting = get().approvalsDeciding;
      const fresh = ids.filter((id) => !waiting.includes(id));
      if (fresh.length === 0) return;
      set({ approvalsDeciding: [...waiting, ...fresh], approvalsNotice: null });
      const result = await api.invoke('approvals:decide', {
        ids: fresh,
        decision,
        ...(reason ? { reason } : {}),
        ...(editedInput ? { editedInput } : {}),
        via: 'inbox',
      });
      stopWaiting(fresh);
      if (!result.ok) {
        set({ approvalsNotice: { kind: 'failed', error: result.error } });
        return;
      }
      const { decided, alreadyDecided } = result.value;
      set((state) => ({
        approvalsChecked: state.approvalsChecked.filter((id) => !fresh.includes(id)),
        approvalsNotice: {
          kind: 'decided',
          decision,
          count: decided.length,
          alreadyDecided: alreadyDecided.length,
        },
      }));
    },

    async alwaysAllowApproval(id, scope) {
      if (get().approvalsDeciding.includes(id)) return;
      set((state) => ({
        approvalsDeciding: [...state.approvalsDeciding, id],
        approvalsNotice: null,
      }));
      const result = await api.invoke('approvals:always-allow', { id, scope });
      stopWaiting([id]);
      set({
        approvalsNotice: result.ok
          ? { kind: 'always-allowed', scope }
          : { kind: 'failed', error: result.error },
      });
      if (result.ok && get().approvalRulesStatus !== 'idle') void get().loadApprovalRules();
    },

    dismissApprovalsNotice() {
      set({ approvalsNotice: null });
    },

    showApproval(id) {
      set({ screen: APPROVALS_SCREEN, approvalsFocusId: id });
    },

    approvalFocusDone() {
      set({ approvalsFocusId: null });
    },
  };
};
