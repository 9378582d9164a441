import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { useAgents } from '../shell/use-agents';
import { silentText, watchedSummary } from './evidence-text';
import { watchedOf } from './state/inventory-evidence';

/**
 * The inventory row's evidence line for a watched hook: when and where it last ran, its runs,
 * p95 and failures over 7 days; and, when the recorder saw its event fire where it did not run,
 * the silent flag.
 */
export function WatchedHookLine({ hookId }: { hookId: string }) {
  const translator = useI18n();
  const agents = useAgents();
  const watched = useAppStore((state) => watchedOf(state.inventory.watched, hookId));
  if (!watched) return null;
  const silent = silentText(translator, agents, watched);
  return (
    <span className="hook-evidence" data-testid="watched-line">
      <span data-testid="watched-summary">
        {watchedSummary(translator, agents, watched, Date.now())}
      </span>
      {silent.length > 0 ? (
        <span className="hook-evidence-silent" data-testid="silent-flag" role="note">
          {silent.join(' · ')}
        </span>
      ) : null}
    </span>
  );
}
