import { AgentIdSchema } from '../../../shared/schemas/agent';
import type { ReplayCase } from '../../../shared/schemas/replay';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { useAppStore } from '../../store/store-context';

/**
 * Marks a case whose payload was translated into another agent's dialect before it ran: "translated
 * from Claude Code" once the recorded entry is known, else which dialect it was replayed in.
 */
export function TranslatedMark({ item }: { item: ReplayCase }) {
  const { t } = useI18n();
  const recorded = useAppStore((state) =>
    state.replay.recorded?.id === item.entryId
      ? (state.replay.recorded.entry?.agent ?? null)
      : null,
  );
  const from = AgentIdSchema.safeParse(recorded);
  return (
    <span className="replay-translated" data-testid="replay-translated">
      {from.success
        ? t('replay.translatedFrom', { agent: t(AGENT_LABEL[from.data]) })
        : t('replay.translatedInto', { agent: t(AGENT_LABEL[item.agent]) })}
    </span>
  );
}
