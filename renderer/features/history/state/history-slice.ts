import type { AppError } from '../../../../shared/result';
import {
  AuditIdSchema,
  type AuditCursor,
  type AuditEntry,
  type AuditFilter,
  type AuditImportReport,
  type AuditProgress,
} from '../../../../shared/schemas/audit';
import {
  EMPTY_HISTORY_FILTER,
  entryMatches,
  toAuditFilter,
  type HistoryFilter,
} from './history-filter';
import { createHistoryInsights, type HistoryInsightsSlice } from './history-insights';
import { createHistoryExport, type HistoryExportSlice } from './history-export';
import { createHistoryRecorder, type HistoryRecorderSlice } from './history-recorder';
import { inScope, keptFor, type PerScope } from '../../../store/per-scope';
import { scopeKey } from '../../../store/scope-key';
import { selectVisibleWorkspace } from '../../../store/selectors';
import type { AppState, LoadStatus, SliceCreator } from '../../../store/store-types';

/** The history's id in the screen registry. */
export const HISTORY_SCREEN = 'history';

/** Entries per `audit:query` page. */
export const HISTORY_PAGE_SIZE = 200;

/** One session's entries in order, shown under the detail of one of its entries. */
export interface HistorySession {
  sessionId: string;
  status: LoadStatus;
  entries: AuditEntry[];
  error: AppError | null;
}

/** The last press of Import: how far it got, what it did, or why it failed. */
export interface HistoryImport {
  status: 'running' | 'done' | 'failed';
  progress: AuditProgress | null;
  report: AuditImportReport | null;
  error: AppError | null;
}

export interface HistorySlice
  extends HistoryInsightsSlice, HistoryRecorderSlice, HistoryExportSlice {
  /**
   * The filter chosen in each scope. Kept per workspace rather than reset: a filter is a question
   * about that workspace's history, so coming back finds it as left, and a workspace where none
   * was chosen opens unfiltered (no filter from elsewhere hides its entries).
   */
  historyFilters: PerScope<HistoryFilter>;
  /** The service filter the loaded entries answer; null before the first load. */
  historyQuery: AuditFilter | null;
  /** Loaded entries, newest first; the list pages in more as the user scrolls. */
  historyEntries: AuditEntry[];
  historyCursor: AuditCursor | null;
  historyStatus: LoadStatus;
  /** A next page is on its way. */
  historyPaging: boolean;
  /** The last failure to load (a log that cannot be opened: code `conflict`, with what to do). */
  historyError: AppError | null;
  historySelectedId: string | null;
  historySession: HistorySession | null;
  /** An entry a link asked for, fetched by id: shown even when it is not in the loaded pages. */
  historyLinked: AuditEntry | null;
  /** Whether the list is scrolled to its top: new entries then join it as they arrive. */
  historyAtTop: boolean;
  /** Entries that arrived while the list was scrolled down (the "N new" pill). */
  historyNewCount: number;
  /** The last Import pressed in each scope: its status line stays with that workspace. */
  historyImports: PerScope<HistoryImport>;
  /** Reloads the first page for the filter and the scope on screen; drops newer pending work. */
  loadHistory(): Promise<void>;
  /** Loads the next page, unless one is on its way or the last one is loaded. */
  loadMoreHistory(): Promise<void>;
  setHistoryFilter(patch: Partial<HistoryFilter>): Promise<void>;
  /** Opens the history with this full-text search (from the command palette). */
  searchHistory(text: string): Promise<void>;
  selectHistoryEntry(id: string | null): void;
  /** Opens the history with this entry selected (a `hookyard://audit/<id>` link). */
  showHistoryEntry(id: string): Promise<void>;
  /** Loads the session of the selected entry, oldest first. */
  showHistorySession(): Promise<void>;
  setHistoryAtTop(atTop: boolean): void;
  /** A pushed `audit:appended`: joins the list when at its top, else counts towards the pill. */
  receiveAuditAppended(event: { count: number; newest: AuditEntry[] }): void;
  receiveAuditProgress(progress: AuditProgress): void;
  /** Imports new records from every source, then reloads the list. */
  importHistory(): Promise<void>;
}

/** The selected entry, when it is still loaded. */
export function selectHistoryEntry(state: AppState): AuditEntry | null {
  const id = state.historySelectedId;
  if (!id) return null;
  return (
    state.historyEntries.find((entry) => entry.id === id) ??
    state.historySession?.entries.find((entry) => entry.id === id) ??
    (state.historyLinked?.id === id ? state.historyLinked : null)
  );
}

/** The filter of the scope on screen. */
export const selectHistoryFilter = (state: AppState): HistoryFilter =>
  inScope(state.historyFilters, state.scope) ?? EMPTY_HISTORY_FILTER;

/** The last Import pressed in the scope on screen. */
export const selectHistoryImport = (state: AppState): HistoryImport | null =>
  inScope(state.historyImports, state.scope) ?? null;

/** Whether a page after the loaded ones exists. */
export const historyHasMore = (state: AppState): boolean => state.historyCursor !== null;

const currentQuery = (state: AppState): AuditFilter =>
  toAuditFilter(
    selectHistoryFilter(state),
    state.scope.kind === 'workspace' ? (selectVisibleWorkspace(state)?.roots[0] ?? null) : null,
    Date.now(),
  );

export const createHistorySlice: SliceCreator<HistorySlice> = (api) => (set, get, store) => {
  // Each load gets a number; a reply for an older one (filter changed meanwhile) is dropped.
  let generation = 0;
  const keepImport = (key: string, run: HistoryImport) =>
    set((state) => ({ historyImports: keptFor(state.historyImports, key, run) }));
  return {
    ...createHistoryInsights(api)(set, get, store),
    ...createHistoryRecorder(api)(set, get, store),
    ...createHistoryExport(api)(set, get, store),
    historyFilters: {},
    historyQuery: null,
    historyEntries: [],
    historyCursor: null,
    historyStatus: 'idle',
    historyPaging: false,
    historyError: null,
    historySelectedId: null,
    historySession: null,
    historyLinked: null,
    historyAtTop: true,
    historyNewCount: 0,
    historyImports: {},

    async loadHistory() {
      const mine = ++generation;
      const filter = currentQuery(get());
      set({ historyStatus: 'loading', historyQuery: filter, historyPaging: false });
      const result = await api.invoke('audit:query', {
        filter,
        cursor: null,
        limit: HISTORY_PAGE_SIZE,
        order: 'desc',
      });
      if (mine !== generation) return;
      if (!result.ok) {
        set({ historyStatus: 'error', historyError: result.error, historyEntries: [] });
        set({ historyCursor: null });
        return;
      }
      set({
        historyStatus: 'ready',
        historyError: null,
        historyEntries: result.value.entries,
        historyCursor: result.value.nextCursor,
        historyNewCount: 0,
      });
      void get().loadHistoryInsights();
    },

    async loadMoreHistory() {
      const { historyCursor: cursor, historyQuery: filter, historyPaging } = get();
      if (!cursor || !filter || historyPaging || get().historyStatus !== 'ready') return;
      const mine = generation;
      set({ historyPaging: true });
      const result = await api.invoke('audit:query', {
        filter,
        cursor,
        limit: HISTORY_PAGE_SIZE,
        order: 'desc',
      });
      if (mine !== generation) return;
      if (!result.ok) {
        set({ historyPaging: false, historyError: result.error });
        return;
      }
      set((state) => ({
        historyPaging: false,
        historyEntries: [...state.historyEntries, ...result.value.entries],
        historyCursor: result.value.nextCursor,
      }));
    },

    async setHistoryFilter(patch) {
      set((state) => ({
        historyFilters: keptFor(state.historyFilters, scopeKey(state.scope), {
          ...selectHistoryFilter(state),
          ...patch,
        }),
      }));
      await get().loadHistory();
    },

    async searchHistory(text) {
      set({ screen: HISTORY_SCREEN, historySelectedId: null, historySession: null });
      await get().setHistoryFilter({ text });
    },

    async showHistoryEntry(id) {
      set({ screen: HISTORY_SCREEN, historySelectedId: id, historySession: null });
      // The entry may be older than the loaded pages: fetched on its own, the detail shows it.
      // One that is not there (expired, or no entry id at all) leaves the history as it is.
      if (!AuditIdSchema.safeParse(id).success) return;
      const result = await api.invoke('audit:get-entry', { id });
      if (result.ok && get().historySelectedId === id) set({ historyLinked: result.value });
    },

    selectHistoryEntry(id) {
      const session = get().historySession;
      const keep = session && id && session.entries.some((entry) => entry.id === id);
      set({ historySelectedId: id, historySession: keep ? session : null });
    },

    async showHistorySession() {
      const entry = selectHistoryEntry(get());
      if (!entry?.sessionId) return;
      const { sessionId } = entry;
      set({ historySession: { sessionId, status: 'loading', entries: [], error: null } });
      const result = await api.invoke('audit:get-session', {
        sessionId,
        agent: entry.agent,
        cursor: null,
        limit: 500,
      });
      if (get().historySession?.sessionId !== sessionId) return;
      set({
        historySession: result.ok
          ? { sessionId, status: 'ready', entries: result.value.entries, error: null }
          : { sessionId, status: 'error', entries: [], error: result.error },
      });
    },

    setHistoryAtTop(atTop) {
      const state = get();
      if (state.historyAtTop === atTop) return;
      set({ historyAtTop: atTop });
      if (atTop && state.historyNewCount > 0) void state.loadHistory();
    },

    receiveAuditAppended({ count, newest }) {
      const state = get();
      if (state.historyStatus !== 'ready' || !state.historyQuery) return;
      const query = state.historyQuery;
      const known = new Set(state.historyEntries.map((entry) => entry.id));
      const fresh = newest
        .filter((entry) => !known.has(entry.id) && entryMatches(entry, query))
        .sort((a, b) => (a.ts === b.ts ? (a.id < b.id ? 1 : -1) : a.ts < b.ts ? 1 : -1));
      // More arrived than the event carries: only a reload shows them all.
      const missed = count > newest.length;
      if (!state.historyAtTop) {
        set({ historyNewCount: state.historyNewCount + (missed ? count : fresh.length) });
      } else if (missed) {
        void state.loadHistory();
      } else if (fresh.length > 0) {
        set({ historyEntries: [...fresh, ...state.historyEntries] });
      }
    },

    receiveAuditProgress(progress) {
      if (progress.phase === 'export') return get().receiveExportProgress(progress);
      for (const [key, run] of Object.entries(get().historyImports)) {
        if (run.status === 'running') keepImport(key, { ...run, progress });
      }
    },

    async importHistory() {
      if (selectHistoryImport(get())?.status === 'running') return;
      const key = scopeKey(get().scope);
      keepImport(key, { status: 'running', progress: null, report: null, error: null });
      const result = await api.invoke('audit:import', {});
      const progress = get().historyImports[key]?.progress ?? null;
      keepImport(
        key,
        result.ok
          ? { status: 'done', progress, report: result.value, error: null }
          : { status: 'failed', progress, report: null, error: result.error },
      );
      await get().loadHistory();
    },
  };
};
