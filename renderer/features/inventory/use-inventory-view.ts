import { useDeferredValue, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { HookEntry } from '../../../shared/schemas/hook';
import { useAppStore } from '../../store/store-context';
import type { HookFilters } from '../../store/ui-slice';
import { countByAgent, countByOwner, countByStatus, listEvents } from './model/count-hooks';
import { filterHooks } from './model/filter-hooks';
import { groupHooks } from './model/group-hooks';

const EMPTY: HookEntry[] = [];

/**
 * Everything the inventory screen derives from the loaded hooks and the filters, computed during
 * render and memoised (filters deferred). Facet counts ignore their own filter, so each chip says how many rows it
 * would show.
 */
export function useInventoryView() {
  const { hooks, filters: typed } = useAppStore(
    useShallow((state) => ({
      hooks: state.inventory.current?.hooks ?? EMPTY,
      filters: state.filters,
    })),
  );
  // Typing in the search box stays responsive while thousands of rows are re-filtered behind it.
  const filters = useDeferredValue(typed);
  return useMemo(() => {
    const without = (patch: Partial<HookFilters>) => filterHooks(hooks, { ...filters, ...patch });
    const visible = filterHooks(hooks, filters);
    return {
      total: hooks.length,
      visibleCount: visible.length,
      groups: groupHooks(visible),
      statusCounts: countByStatus(without({ statuses: [] })),
      agentCounts: countByAgent(without({ agents: [] })),
      ownerCounts: countByOwner(without({ owners: [] })),
      events: listEvents(hooks),
    };
  }, [hooks, filters]);
}
