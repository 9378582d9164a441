import { nestedState } from '../../store/feature-slice';
import type { Feature } from '../feature';
import { APPROVALS_SCREEN, createApprovalsSlice } from './state/approvals-slice';

/** Tool calls waiting for the user's answer, the rules that answer them, and their setup. */
export const approvalsFeature: Feature = {
  id: APPROVALS_SCREEN,
  state: nestedState(createApprovalsSlice),
  subscriptions: [
    {
      name: 'approvals:changed replaces the requests waiting for an answer',
      start: (store, api) =>
        api.on('approvals:changed', (event) => store.getState().approvals.receiveChanged(event)),
    },
  ],
};
