import './replay.css';

import { msg } from '../../i18n/translator';
import type { ScreenEntry } from '../screen-entry';
import { replayFeature } from './replay-feature';
import { ReplayScreen } from './replay-screen';

/** The replay feature's screen, with its styles. */
export const replayScreenEntry: ScreenEntry = {
  feature: replayFeature,
  label: msg('screen.replay'),
  command: msg('command.openReplay'),
  icon: 'refresh',
  component: ReplayScreen,
};
