import type { AppCommand, CommandSource } from '../../commands/command-types';
import type { MessageKey } from '../../i18n/catalogue-en';
import { msg } from '../../i18n/translator';
import { HISTORY_SCREEN, selectHistoryEntry } from '../history/state/history-slice';
import { REPLAY_SCREEN } from './state/replay-slice';
import { focusScreenTitle } from '../shell/focus-screen-title';

/**
 * Replay from the keyboard: in the history, replay the open entry or the filtered set; in the
 * replay view, replay again or cancel the replay that runs.
 */
export const replayCommands: CommandSource = ({ state, i18n: { t }, en }) => {
  const commands: AppCommand[] = [];
  const command = (id: string, key: MessageKey, run: () => void) =>
    commands.push({ id, section: 'actions', title: t(key), keywords: [en.t(key)], run });
  const entry = selectHistoryEntry(state);
  const query = state.history.query;
  if (state.screen === HISTORY_SCREEN && entry && entry.payload != null) {
    command('replay.entry', msg('command.replayEntry'), () => {
      void state.replay.runEntries([entry.id]);
      focusScreenTitle();
    });
  }
  if (state.screen === HISTORY_SCREEN && query && state.history.entries.length > 0) {
    command('replay.filtered', msg('command.replayFiltered'), () => {
      void state.replay.runFiltered(query);
      focusScreenTitle();
    });
  }
  const job = state.replay.run?.job;
  if (state.screen === REPLAY_SCREEN && job) {
    if (job.status === 'running') {
      command('replay.cancel', msg('command.cancelReplay'), () => void state.replay.cancel());
    } else {
      command('replay.again', msg('command.replayAgain'), () => void state.replay.rerun());
    }
  }
  return commands;
};
