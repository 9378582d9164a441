import type { Feature } from '../feature';
import { createApprovalRulesSlice } from './state/approval-rules-slice';
import { createApprovalSetupSlice } from './state/approval-setup-slice';
import { APPROVALS_SCREEN, createApprovalsSlice } from './state/approvals-slice';

/** Tool calls waiting for the user's answer, the rules that answer them, and their setup. */
export const approvalsFeature: Feature = {
  id: APPROVALS_SCREEN,
  slices: [createApprovalsSlice, createApprovalRulesSlice, createApprovalSetupSlice],
  subscriptions: [
    {
      name: 'approvals:changed replaces the requests waiting for an answer',
      start: (store, api) =>
        api.on('approvals:changed', (event) => store.getState().receiveApprovalsChanged(event)),
    },
  ],
};
