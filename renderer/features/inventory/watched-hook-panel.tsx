import type { HookEntry } from '../../../shared/schemas/hook';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { useAgents } from '../shell/use-agents';
import { surfaceName } from './evidence-text';
import { watchedOf } from './state/inventory-evidence';
import { WatchedHookLine } from './watched-hook-line';

/**
 * The hook detail's evidence: Watch / Stop watching, the summary and silent flag, the recorded
 * runs (each opens its History entry) and the recorder's events that prove a silent flag.
 */
export function WatchedHookPanel({ hook }: { hook: HookEntry }) {
  const { t, formatDateTime } = useI18n();
  const agents = useAgents();
  const watched = useAppStore((state) => watchedOf(state.inventory.watched, hook.id));
  const watchHook = useAppStore((state) => state.inventory.watch);
  const unwatchHook = useAppStore((state) => state.inventory.unwatch);
  const showHistoryEntry = useAppStore((state) => state.history.showEntry);
  if (hook.handler.type !== 'command' && hook.handler.type !== 'file') return null;
  return (
    <section className="detail-section" data-testid="watched-panel">
      {watched ? (
        <button
          type="button"
          className="button small"
          data-testid="unwatch-hook"
          onClick={() => void unwatchHook(watched.adoptionId)}
        >
          {t('evidence.unwatch')}
        </button>
      ) : (
        <button
          type="button"
          className="button small"
          data-testid="watch-hook"
          title={t('evidence.watchHint')}
          onClick={() => void watchHook(hook)}
        >
          {t('evidence.watch')}
        </button>
      )}
      <WatchedHookLine hookId={hook.id} />
      {watched?.silent?.evidence.map((id) => (
        <button
          type="button"
          key={id}
          className="link"
          data-testid="silent-evidence"
          onClick={() => void showHistoryEntry(id)}
        >
          {t('evidence.evidenceLink')}
        </button>
      ))}
      {watched && watched.runs.length > 0 ? (
        <>
          <h3>{t('evidence.runsTitle')}</h3>
          <ul data-testid="watched-runs">
            {watched.runs.map((run) => (
              <li key={run.id}>
                <button
                  type="button"
                  className="link"
                  title={t('evidence.openInHistory')}
                  onClick={() => void showHistoryEntry(run.id)}
                >
                  {t('evidence.runLine', {
                    time: formatDateTime(run.ts),
                    surface: surfaceName(t, agents, run.surface),
                    outcome: run.outcome ?? '',
                    exit: run.signal ?? String(run.exitCode ?? ''),
                    ms: Math.round(run.durationMs ?? 0),
                  })}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
