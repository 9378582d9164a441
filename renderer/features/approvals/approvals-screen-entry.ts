import './approvals.css';

import { msg } from '../../i18n/translator';
import type { ScreenEntry } from '../screen-entry';
import { approvalsFeature } from './approvals-feature';
import { ApprovalsScreen } from './approvals-screen';

/** The approvals feature's screen, with its styles. */
export const approvalsScreenEntry: ScreenEntry = {
  feature: approvalsFeature,
  label: msg('screen.approvals'),
  command: msg('command.openApprovals'),
  icon: 'shield-check',
  badge: {
    count: (state) => state.approvals.pending.length,
    label: msg('approvals.waiting'),
  },
  component: ApprovalsScreen,
};
