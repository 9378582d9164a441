import type { HistoryAgent } from '../../../shared/schemas/history';
import { AGENT_LABEL } from '../../i18n/labels';
import type { Translator } from '../../i18n/translator';

/** An audit entry's agent in words, `unknown` included. */
export function agentName(agent: HistoryAgent, t: Translator['t']): string {
  return agent === 'unknown' ? t('history.agent.unknown') : t(AGENT_LABEL[agent]);
}
