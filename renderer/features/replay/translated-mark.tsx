import type { ReplayCase } from '../../../shared/schemas/replay';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';

/**
 * Marks a case whose payload was translated into another agent's dialect before it ran (the
 * agent shown next to it is the one it was replayed as).
 */
export function TranslatedMark({ item }: { item: ReplayCase }) {
  const { t } = useI18n();
  return (
    <span className="replay-translated" data-testid="replay-translated">
      {t('replay.translatedInto', { agent: t(AGENT_LABEL[item.agent]) })}
    </span>
  );
}
