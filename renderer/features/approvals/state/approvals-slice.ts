import type { AppError } from '../../../../shared/result';
import type {
  AlwaysAllowRequest,
  ApprovalRequest,
  ApprovalVerdict,
} from '../../../../shared/schemas/approval';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { LoadStatus } from '../../../store/store-types';
import { createApprovalRules, type ApprovalRulesState } from './approval-rules';
import { createApprovalSetup, type ApprovalSetupState } from './approval-setup';

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

/** The inbox, its rules and its setup, under `state.approvals`. */
export interface ApprovalsState extends ApprovalRulesState, ApprovalSetupState {
  /** Every pending request of every session, oldest first (the one nearest its deadline on top). */
  pending: ApprovalRequest[];
  status: LoadStatus;
  error: AppError | null;
  /** Requests ticked for deciding together; only ids still pending. */
  checked: string[];
  /** Requests with an answer on its way; their buttons wait. */
  deciding: string[];
  notice: ApprovalsNotice | null;
  /**
   * The request a notification, the tray or a `hookyard://` link asked to see: the inbox's list
   * focuses its card, then clears this.
   */
  focusId: string | null;
  load(): Promise<void>;
  /** A pushed `approvals:changed`: the pending list as it is now. */
  receiveChanged(event: { pending: ApprovalRequest[] }): void;
  toggleChecked(id: string): void;
  /** Ticks every pending request, or none. */
  checkAll(checked: boolean): void;
  /** Sends one answer for the given requests; a request answered elsewhere meanwhile is counted. */
  decide(decision: InboxDecision): Promise<void>;
  /** Creates a scoped allow rule from the request and allows the request. */
  alwaysAllow(id: string, scope: AlwaysAllowRequest['scope']): Promise<void>;
  dismissNotice(): void;
  /** Opens the inbox on this request (its card is focused once it is listed). */
  show(id: string): void;
  /** The list has focused the requested card, or found it answered already. */
  focusDone(): void;
}

const byDeadline = (requests: ApprovalRequest[]): ApprovalRequest[] =>
  [...requests].sort((a, b) => a.deadlineAt - b.deadlineAt || a.receivedAt - b.receivedAt);

export const createApprovalsSlice: FeatureSliceCreator<ApprovalsState> = (tools) => {
  const { api, patch, get, showScreen } = tools;
  // A pushed list or a load reply replaces the list; both also drop ticks and waits for requests
  // that are no longer pending.
  const showPending = (pending: ApprovalRequest[]) => {
    const ids = new Set(pending.map((request) => request.id));
    patch((current) => ({
      pending: byDeadline(pending),
      status: 'ready',
      error: null,
      checked: current.checked.filter((id) => ids.has(id)),
      deciding: current.deciding.filter((id) => ids.has(id)),
    }));
  };
  const stopWaiting = (ids: readonly string[]) =>
    patch((current) => ({
      deciding: current.deciding.filter((id) => !ids.includes(id)),
    }));

  return {
    ...createApprovalRules(tools),
    ...createApprovalSetup(tools),
    pending: [],
    status: 'idle',
    error: null,
    checked: [],
    deciding: [],
    notice: null,
    focusId: null,

    async load() {
      if (get().approvals.status !== 'ready') patch({ status: 'loading' });
      const result = await api.invoke('approvals:pending', {});
      if (result.ok) showPending(result.value);
      else patch({ status: 'error', error: result.error });
    },

    receiveChanged({ pending }) {
      showPending(pending);
    },

    toggleChecked(id) {
      patch((current) => ({
        checked: current.checked.includes(id)
          ? current.checked.filter((checked) => checked !== id)
          : [...current.checked, id],
      }));
    },

    checkAll(checked) {
      patch((current) => ({
        checked: checked ? current.pending.map((request) => request.id) : [],
      }));
    },

    async decide({ ids, decision, reason, editedInput }) {
      const waiting = get().approvals.deciding;
      const fresh = ids.filter((id) => !waiting.includes(id));
      if (fresh.length === 0) return;
      patch({ deciding: [...waiting, ...fresh], notice: null });
      const result = await api.invoke('approvals:decide', {
        ids: fresh,
        decision,
        ...(reason ? { reason } : {}),
        ...(editedInput ? { editedInput } : {}),
        via: 'inbox',
      });
      stopWaiting(fresh);
      if (!result.ok) {
        patch({ notice: { kind: 'failed', error: result.error } });
        return;
      }
      const { decided, alreadyDecided } = result.value;
      patch((current) => ({
        checked: current.checked.filter((id) => !fresh.includes(id)),
        notice: {
          kind: 'decided',
          decision,
          count: decided.length,
          alreadyDecided: alreadyDecided.length,
        },
      }));
    },

    async alwaysAllow(id, scope) {
      if (get().approvals.deciding.includes(id)) return;
      patch((current) => ({
        deciding: [...current.deciding, id],
        notice: null,
      }));
      const result = await api.invoke('approvals:always-allow', { id, scope });
      stopWaiting([id]);
      patch({
        notice: result.ok
          ? { kind: 'always-allowed', scope }
          : { kind: 'failed', error: result.error },
      });
      if (result.ok && get().approvals.rulesStatus !== 'idle') void get().approvals.loadRules();
    },

    dismissNotice() {
      patch({ notice: null });
    },

    show(id) {
      showScreen(APPROVALS_SCREEN);
      patch({ focusId: id });
    },

    focusDone() {
      patch({ focusId: null });
    },
  };
};
