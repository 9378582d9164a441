import { useI18n } from '../../i18n/i18n-context';
import { outcomeLabel, outcomeTone } from './history-labels';

/** An entry's outcome in words, tinted by tone (words carry it, colour only helps). */
export function OutcomeBadge({ outcome }: { outcome: string | null }) {
  const { t } = useI18n();
  const key = outcome ? outcomeLabel(outcome) : null;
  return (
    <span className={`outcome-badge tone-${outcomeTone(outcome)}`} data-outcome={outcome ?? ''}>
      {outcome === null ? t('history.outcome.none') : key ? t(key) : outcome}
    </span>
  );
}
