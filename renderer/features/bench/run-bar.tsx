import { useShallow } from 'zustand/react/shallow';

import { Icon } from '../../components/icon';
import { ShortcutKeys } from '../../components/shortcut-keys';
import { useI18n } from '../../i18n/i18n-context';
import { IS_MAC } from '../../shortcuts/platform';
import { useAppStoreApi, useAppStore } from '../../store/store-context';
import { startBenchRun } from './start-bench-run';

/**
 * Run and Cancel. Both stay on screen and focusable whatever the state (aria-disabled, never
 * disabled), so that focus is not lost to the page when a run starts or ends under it.
 */
export function RunBar({ payloadValid }: { payloadValid: boolean }) {
  const { t } = useI18n();
  const store = useAppStoreApi();
  const { running, cancelling, loading, cancel } = useAppStore(
    useShallow((state) => ({
      running: state.bench.run?.status === 'running',
      cancelling: state.bench.run?.cancelling ?? false,
      loading: state.bench.payloadStatus === 'loading' || state.bench.event === null,
      cancel: state.bench.cancel,
    })),
  );
  const blocked = running || loading || !payloadValid;
  return (
    <div className="run-bar">
      <button
        type="button"
        className="button primary"
        data-testid="bench-run"
        aria-disabled={blocked}
        aria-keyshortcuts={IS_MAC ? 'Meta+Enter' : 'Control+Enter'}
        onClick={() => startBenchRun(store.getState())}
      >
        {running ? <span className="spinner small" aria-hidden="true" /> : <Icon name="play" />}
        {running ? t('bench.running') : t('bench.run')}
      </button>
      <ShortcutKeys combo="mod+enter" />
      <button
        type="button"
        className="button"
        data-testid="bench-cancel"
        aria-keyshortcuts="Escape"
        aria-disabled={!running || cancelling}
        onClick={() => void cancel()}
      >
        <Icon name="stop" />
        {cancelling ? t('bench.cancelling') : t('action.cancel')}
      </button>
      {!payloadValid && !running ? (
        <span className="run-bar-note" data-testid="bench-run-refused">
          {t('bench.fixPayload')}
        </span>
      ) : null}
    </div>
  );
}
