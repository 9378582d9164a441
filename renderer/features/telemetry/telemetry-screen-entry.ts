import './export.css';

import { msg } from '../../i18n/translator';
import type { ScreenEntry } from '../screen-entry';
import { telemetryFeature } from './telemetry-feature';
import { TelemetryScreen } from './telemetry-screen';

/** The telemetry feature's screen (Settings › Export), with its styles. */
export const telemetryScreenEntry: ScreenEntry = {
  feature: telemetryFeature,
  label: msg('screen.export'),
  command: msg('command.openExport'),
  icon: 'download',
  component: TelemetryScreen,
};
