import type { CommandSource } from '../../commands/command-types';
import { startSimulation } from './start-simulation';

/** The simulator's command while it is on screen: simulate (Ctrl/Cmd+Enter). */
export const simulatorCommands: CommandSource = ({ state, i18n: { t }, en }) => [
  {
    id: 'simulator.run',
    section: 'actions',
    title: t('command.runSimulation'),
    keywords: [en.t('command.runSimulation')],
    shortcut: 'run',
    run: () => startSimulation(state),
  },
];
