import type { AgentId } from '../../shared/schemas/agent';
import type { HookStatus } from '../../shared/schemas/hook';
import type { SliceCreator } from './store-types';

/** Whose hooks: the user's, or Hookyard's own (recorder, approvals). */
export type HookOwner = 'mine' | 'hookyard';

export interface HookFilters {
  /** Empty means every agent; same for statuses and owners. */
  agents: AgentId[];
  statuses: HookStatus[];
  owners: HookOwner[];
  event: string | null;
  /** Free text matched against command, file and matcher. */
  query: string;
}

export const NO_FILTERS: HookFilters = {
  agents: [],
  statuses: [],
  owners: [],
  event: null,
  query: '',
};

/** The app-wide overlays; at most one is open. Later screens add their own ids here. */
export type OverlayId = 'palette' | 'help';

export interface UiSlice {
  filters: HookFilters;
  selectedHookId: string | null;
  /** null: open only when a source has a problem; otherwise the user's explicit choice. */
  sourcesOpen: boolean | null;
  /** Collapsed groups the user opened, with how many of their rows to show. */
  expandedGroups: Record<string, number>;
  addWorkspaceOpen: boolean;
  overlay: OverlayId | null;
  /** Single-key shortcuts (`?`, `/`, `r`…) are on; a user can turn them off (WCAG 2.1.4). */
  characterShortcuts: boolean;
  toggleAgentFilter(agent: AgentId): void;
  toggleStatusFilter(status: HookStatus): void;
  toggleOwnerFilter(owner: HookOwner): void;
  setEventFilter(event: string | null): void;
  setQuery(query: string): void;
  clearFilters(): void;
  selectHook(hookId: string | null): void;
  setSourcesOpen(open: boolean): void;
  /** Opens a collapsed group, or shows `rows` of it. `rows: 0` collapses it again. */
  expandGroup(groupKey: string, rows: number): void;
  setAddWorkspaceOpen(open: boolean): void;
  /** Opens one overlay (closing any other), or closes it with null. */
  setOverlay(overlay: OverlayId | null): void;
  setCharacterShortcuts(on: boolean): void;
}

const toggle = <T>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((value) => value !== item) : [...list, item];

export const createUiSlice: SliceCreator<UiSlice> = () => (set) => ({
  filters: NO_FILTERS,
  selectedHookId: null,
  sourcesOpen: null,
  expandedGroups: {},
  addWorkspaceOpen: false,
  overlay: null,
  characterShortcuts: true,
  toggleAgentFilter: (agent) =>
    set((state) => ({
      filters: { ...state.filters, agents: toggle(state.filters.agents, agent) },
    })),
  toggleStatusFilter: (status) =>
    set((state) => ({
      filters: { ...state.filters, statuses: toggle(state.filters.statuses, status) },
    })),
  toggleOwnerFilter: (owner) =>
    set((state) => ({
      filters: { ...state.filters, owners: toggle(state.filters.owners, owner) },
    })),
  setEventFilter: (event) => set((state) => ({ filters: { ...state.filters, event } })),
  setQuery: (query) => set((state) => ({ filters: { ...state.filters, query } })),
  clearFilters: () => set({ filters: NO_FILTERS }),
  selectHook: (selectedHookId) => set({ selectedHookId }),
  setSourcesOpen: (sourcesOpen) => set({ sourcesOpen }),
  expandGroup: (groupKey, rows) =>
    set((state) => {
      const { [groupKey]: _previous, ...rest } = state.expandedGroups;
      return { expandedGroups: rows > 0 ? { ...rest, [groupKey]: rows } : rest };
    }),
  setAddWorkspaceOpen: (addWorkspaceOpen) => set({ addWorkspaceOpen }),
  setOverlay: (overlay) => set({ overlay }),
  setCharacterShortcuts: (characterShortcuts) => set({ characterShortcuts }),
});
