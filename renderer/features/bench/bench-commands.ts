import type { AppCommand, CommandSource } from '../../commands/command-types';
import { isBenchRunning } from './state/bench-slice';
import { startBenchRun } from './start-bench-run';

/** The bench's commands while it is on screen: run (Ctrl/Cmd+Enter) and, during a run, cancel (Esc). */
export const benchCommands: CommandSource = ({ state, i18n: { t }, en }) => {
  const commands: AppCommand[] = [
    {
      id: 'bench.run',
      section: 'actions',
      title: t('command.runBench'),
      keywords: [en.t('command.runBench')],
      shortcut: 'run',
      run: () => startBenchRun(state),
    },
  ];
  if (isBenchRunning(state)) {
    commands.push({
      id: 'bench.cancel',
      section: 'actions',
      title: t('command.cancelRun'),
      keywords: [en.t('command.cancelRun')],
      shortcut: 'cancel-run',
      run: () => void state.bench.cancel(),
    });
  }
  return commands;
};
