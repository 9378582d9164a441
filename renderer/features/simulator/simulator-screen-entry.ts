import './simulator.css';

import { msg } from '../../i18n/translator';
import type { ScreenEntry } from '../screen-entry';
import { simulatorFeature } from './simulator-feature';
import { SimulatorScreen } from './simulator-screen';

/** The simulator feature's screen, with its styles. */
export const simulatorScreenEntry: ScreenEntry = {
  feature: simulatorFeature,
  label: msg('screen.simulator'),
  command: msg('command.openSimulator'),
  icon: 'funnel',
  component: SimulatorScreen,
};
