import { useShallow } from 'zustand/react/shallow';

import { useCommandSource } from '../../commands/commands-context';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { focusScreenTitle } from '../shell/focus-screen-title';
import { replayCommands } from './replay-commands';

/**
 * The history toolbar's "Replay these": every entry the current filter matches, replayed now.
 * While it is on screen, the palette offers replaying the open entry and the filtered set too.
 */
export function ReplayFilteredButton() {
  const { t } = useI18n();
  useCommandSource(replayCommands);
  const { query, count, replayFiltered } = useAppStore(
    useShallow((state) => ({
      query: state.history.query,
      count: state.history.entries.length,
      replayFiltered: state.replay.runFiltered,
    })),
  );
  return (
    <button
      type="button"
      className="button"
      data-testid="history-replay-filtered"
      disabled={!query || count === 0}
      onClick={() => {
        if (!query) return;
        void replayFiltered(query);
        focusScreenTitle();
      }}
    >
      <Icon name="refresh" />
      {t('replay.replayFiltered')}
    </button>
  );
}
