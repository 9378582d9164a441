import { useShallow } from 'zustand/react/shallow';

import type { AgentId } from '../../../shared/schemas/agent';
import { AGENT_IDS } from '../../../shared/schemas/enum-values';
import type { HookStatus } from '../../../shared/schemas/hook';
import { Icon } from '../../components/icon';
import { SearchField } from '../../components/search-field';
import { StatusBadge } from '../../components/status-badge';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { msg } from '../../i18n/translator';
import { useAppStore } from '../../store/store-context';
import type { HookOwner } from '../../store/ui-slice';
import { HOOK_STATUSES } from './model/count-hooks';
import { hasActiveFilters } from './model/filter-hooks';

/**
 * The per-status counts, which double as the status filter: each chip toggles its status. Zero
 * counts are hidden unless that status is selected, so the header reads as a summary. A chip that
 * is on shows a check mark, not only another colour.
 */
export function StatusSummary({ counts }: { counts: Record<HookStatus, number> }) {
  const { t, formatNumber } = useI18n();
  const { selected, toggle } = useAppStore(
    useShallow((state) => ({ selected: state.filters.statuses, toggle: state.toggleStatusFilter })),
  );
  const shown = HOOK_STATUSES.filter((status) => counts[status] > 0 || selected.includes(status));
  return (
    <div
      className="status-summary"
      role="group"
      aria-label={t('filters.status')}
      data-testid="filter-status"
    >
      {shown.map((status) => (
        <button
          key={status}
          type="button"
          className="status-chip"
          aria-pressed={selected.includes(status)}
          data-value={status}
          onClick={() => toggle(status)}
        >
          <StatusBadge status={status} />
          <span className="status-chip-count">{formatNumber(counts[status])}</span>
          {selected.includes(status) ? <Icon name="check" className="chip-check" /> : null}
        </button>
      ))}
    </div>
  );
}

const OWNER_LABEL = {
  mine: msg('filters.owner.mine'),
  hookyard: msg('filters.owner.hookyard'),
} as const;

/** "Yours" and "Hookyard's own" chips; shown only when Hookyard's own hooks are in the scope. */
function OwnerChips({ counts }: { counts: Record<HookOwner, number> }) {
  const { t, formatNumber } = useI18n();
  const { owners, toggle } = useAppStore(
    useShallow((state) => ({ owners: state.filters.owners, toggle: state.toggleOwnerFilter })),
  );
  if (counts.hookyard === 0 && owners.length === 0) return null;
  return (
    <div
      className="chip-group"
      role="group"
      aria-label={t('filters.owner')}
      data-testid="filter-owner"
    >
      {(['mine', 'hookyard'] as const).map((owner) => (
        <button
          key={owner}
          type="button"
          className="chip"
          aria-pressed={owners.includes(owner)}
          data-value={owner}
          onClick={() => toggle(owner)}
        >
          {owners.includes(owner) ? <Icon name="check" className="chip-check" /> : null}
          {t(OWNER_LABEL[owner])}
          <span className="chip-count">{formatNumber(counts[owner])}</span>
        </button>
      ))}
    </div>
  );
}

/**
 * Agent chips, owner chips, an event select and a search box; "Clear" appears once anything is
 * filtered.
 */
export function InventoryFilters(props: {
  agentCounts: Record<AgentId, number>;
  ownerCounts: Record<HookOwner, number>;
  events: string[];
}) {
  const { t, formatNumber } = useI18n();
  const { filters, toggleAgent, setEvent, setQuery, clearFilters } = useAppStore(
    useShallow((state) => ({
      filters: state.filters,
      toggleAgent: state.toggleAgentFilter,
      setEvent: state.setEventFilter,
      setQuery: state.setQuery,
      clearFilters: state.clearFilters,
    })),
  );
  const events =
    filters.event && !props.events.includes(filters.event)
      ? [...props.events, filters.event]
      : props.events;
  return (
    <div className="filters" role="search" aria-label={t('filters.label')}>
      <div
        className="chip-group"
        role="group"
        aria-label={t('filters.agent')}
        data-testid="filter-agent"
      >
        {AGENT_IDS.map((agent) => (
          <button
            key={agent}
            type="button"
            className="chip"
            aria-pressed={filters.agents.includes(agent)}
            data-value={agent}
            onClick={() => toggleAgent(agent)}
          >
            {filters.agents.includes(agent) ? (
              <Icon name="check" className="chip-check" />
            ) : (
              <span className={`agent-dot agent-${agent}`} aria-hidden="true" />
            )}
            {t(AGENT_LABEL[agent])}
            <span className="chip-count">{formatNumber(props.agentCounts[agent])}</span>
          </button>
        ))}
      </div>
      <OwnerChips counts={props.ownerCounts} />
      <select
        className="select"
        aria-label={t('filters.event')}
        data-testid="filter-event"
        value={filters.event ?? ''}
        onChange={(event) => setEvent(event.target.value === '' ? null : event.target.value)}
      >
        <option value="">{t('filters.allEvents')}</option>
        {events.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <SearchField
        label={t('filters.search')}
        placeholder={t('filters.searchPlaceholder')}
        testId="filter-search"
        value={filters.query}
        onChange={setQuery}
      />
      {hasActiveFilters(filters) ? (
        <button
          type="button"
          className="link-button"
          data-testid="clear-filters"
          onClick={clearFilters}
        >
          {t('filters.clear')}
        </button>
      ) : null}
    </div>
  );
}
