import './changes.css';

import { msg } from '../../i18n/translator';
import type { ScreenEntry } from '../screen-entry';
import { changesFeature } from './changes-feature';
import { ChangesScreen } from './changes-screen';

/** The changes feature's screen, with its styles. */
export const changesScreenEntry: ScreenEntry = {
  feature: changesFeature,
  label: msg('screen.changes'),
  command: msg('command.showChanges'),
  icon: 'history',
  component: ChangesScreen,
};
