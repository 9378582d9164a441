import './history.css';

import { msg } from '../../i18n/translator';
import type { ScreenEntry } from '../screen-entry';
import { historyFeature } from './history-feature';
import { HistoryScreen } from './history-screen';

/** The history feature's screen, with its styles. */
export const historyScreenEntry: ScreenEntry = {
  feature: historyFeature,
  label: msg('screen.history'),
  command: msg('command.openHistory'),
  icon: 'history',
  component: HistoryScreen,
  // Its first open took 105–190 ms to paint, later ones ~40 (test/perf/history-first-page.bench.ts).
  warmUpAtStart: true,
};
