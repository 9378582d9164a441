import './bench.css';
import './bench-results.css';
import './crash-run.css';

import { msg } from '../../i18n/translator';
import type { ScreenEntry } from '../screen-entry';
import { benchFeature } from './bench-feature';
import { BenchScreen } from './bench-screen';

/** The bench feature's screen, with its styles. */
export const benchScreenEntry: ScreenEntry = {
  feature: benchFeature,
  label: msg('screen.bench'),
  command: msg('command.openBench'),
  icon: 'flask',
  component: BenchScreen,
};
