import { useCallback } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { AGENT_IDS } from '../../../shared/schemas/agent';
import {
  AUDIT_OUTCOMES,
  HISTORY_SEARCH_MAX_CHARS,
  HistorySourceSchema,
  type HistoryAgent,
  type HistorySource,
} from '../../../shared/schemas/history';
import { DeciderSchema, type Decider } from '../../../shared/schemas/history-why';
import { SearchField } from '../../components/search-field';
import { useI18n } from '../../i18n/i18n-context';
import { EMPTY_HISTORY_FILTER, HISTORY_RANGES, type HistoryRange } from './state/history-filter';
import { selectHistoryFilter } from './state/history-slice';
import { useAppStore } from '../../store/store-context';
import { agentName } from './agent-name';
import { useDebouncedInput } from './model/use-debounced-input';

const AGENTS: readonly HistoryAgent[] = [...AGENT_IDS, 'unknown'];

/**
 * The history's filter bar: agent, event, outcome, source, who decided (the Why row's deciders),
 * time range and a full-text search.
 * Choices apply at once; typed text applies when typing pauses.
 */
export function HistoryFilters() {
  const { t } = useI18n();
  const { filter, setFilter, agentVersions } = useAppStore(
    useShallow((state) => ({
      filter: selectHistoryFilter(state),
      setFilter: state.history.setFilter,
      agentVersions: state.history.agentVersions,
    })),
  );
  const commitText = useCallback((text: string) => void setFilter({ text }), [setFilter]);
  const commitEvent = useCallback((event: string) => void setFilter({ event }), [setFilter]);
  const [text, setText] = useDebouncedInput(filter.text, commitText);
  const [event, setEvent] = useDebouncedInput(filter.event, commitEvent);
  const filtered = JSON.stringify(filter) !== JSON.stringify(EMPTY_HISTORY_FILTER);
  return (
    <div className="filters history-filters" role="search" aria-label={t('history.filters')}>
      <select
        className="select"
        aria-label={t('history.filter.agent')}
        data-testid="history-filter-agent"
        value={filter.agent ?? ''}
        onChange={(change) =>
          void setFilter({ agent: (change.target.value || null) as HistoryAgent | null })
        }
      >
        <option value="">{t('history.filter.anyAgent')}</option>
        {AGENTS.map((agent) => (
          <option key={agent} value={agent}>
            {agentName(agent, t)}
          </option>
        ))}
      </select>
      <input
        className="input history-event-input"
        aria-label={t('history.filter.event')}
        placeholder={t('history.filter.anyEvent')}
        data-testid="history-filter-event"
        value={event}
        onChange={(change) => setEvent(change.target.value)}
      />
      <select
        className="select"
        aria-label={t('history.filter.outcome')}
        data-testid="history-filter-outcome"
        value={filter.outcome}
        onChange={(change) => void setFilter({ outcome: change.target.value })}
      >
        <option value="">{t('history.filter.anyOutcome')}</option>
        {AUDIT_OUTCOMES.map((outcome) => (
          <option key={outcome} value={outcome}>
            {t(`history.outcome.${outcome}`)}
          </option>
        ))}
      </select>
      <select
        className="select"
        aria-label={t('history.filter.source')}
        data-testid="history-filter-source"
        value={filter.source ?? ''}
        onChange={(change) =>
          void setFilter({ source: (change.target.value || null) as HistorySource | null })
        }
      >
        <option value="">{t('history.filter.anySource')}</option>
        {HistorySourceSchema.options.map((source) => (
          <option key={source} value={source}>
            {t(`history.source.${source}` as const)}
          </option>
        ))}
      </select>
      <select
        className="select"
        aria-label={t('history.filter.decidedBy')}
        data-testid="history-filter-decided-by"
        value={filter.decidedBy ?? ''}
        onChange={(change) =>
          void setFilter({ decidedBy: (change.target.value || null) as Decider | null })
        }
      >
        <option value="">{t('history.filter.anyDecider')}</option>
        {DeciderSchema.options.map((decider) => (
          <option key={decider} value={decider}>
            {t(`history.filter.decidedBy.${decider}`)}
          </option>
        ))}
      </select>
      {(agentVersions.length > 0 || filter.agentVersion) && (
        <select
          className="select"
          aria-label={t('history.filter.agentVersion')}
          data-testid="history-filter-agent-version"
          value={filter.agentVersion ?? ''}
          onChange={(change) => void setFilter({ agentVersion: change.target.value || null })}
        >
          <option value="">{t('history.filter.anyAgentVersion')}</option>
          {[
            ...new Set([...agentVersions, ...(filter.agentVersion ? [filter.agentVersion] : [])]),
          ].map((version) => (
            <option key={version} value={version}>
              {t('history.filter.agentVersionOption', { version })}
            </option>
          ))}
        </select>
      )}
      <select
        className="select"
        aria-label={t('history.filter.range')}
        data-testid="history-filter-range"
        value={filter.range}
        onChange={(change) => void setFilter({ range: change.target.value as HistoryRange })}
      >
        {HISTORY_RANGES.map((range) => (
          <option key={range} value={range}>
            {t(`history.range.${range}` as const)}
          </option>
        ))}
      </select>
      <SearchField
        label={t('history.filter.search')}
        placeholder={t('history.filter.searchPlaceholder')}
        testId="history-search"
        maxLength={HISTORY_SEARCH_MAX_CHARS}
        value={text}
        onChange={setText}
      />
      {filtered ? (
        <button
          type="button"
          className="link-button"
          data-testid="history-clear-filters"
          onClick={() => void setFilter(EMPTY_HISTORY_FILTER)}
        >
          {t('history.filter.clear')}
        </button>
      ) : null}
    </div>
  );
}
