import type { AppError } from '../../../../shared/result';
import {
  HISTORY_PAGE_SIZE,
  HISTORY_SEARCH_MAX_CHARS,
  HistoryIdSchema,
  type HistoryCursor,
  type HistoryEntry,
  type HistoryEntryFilter,
  type HistoryImportReport,
  type HistoryProgress,
} from '../../../../shared/schemas/history';
import {
  EMPTY_HISTORY_FILTER,
  entryMatches,
  toAuditFilter,
  type HistoryFilter,
} from './history-filter';
import { mergeNewestFirst } from '../model/newest-first';
import { createHistoryInsights, type HistoryInsightsState } from './history-insights';
import { createHistoryExport, type HistoryExportState } from './history-export';
import { createHistoryRecorder, type HistoryRecorderState } from './history-recorder';
import { createHistoryIndexing, type HistoryIndexingState } from './history-indexing';
import { createHistoryRetention, type HistoryRetentionState } from './history-retention';
import { createHistoryWhy, type HistoryWhyState } from './history-why';
import { inScope, keptFor, type PerScope } from '../../../store/per-scope';
import { scopeKey } from '../../../store/scope-key';
import { selectVisibleWorkspace } from '../../../store/selectors';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { AppState, LoadStatus } from '../../../store/store-types';

/** The history's id in the screen registry. */
export const HISTORY_SCREEN = 'history';

/** One session's entries in order, shown under the detail of one of its entries. */
export interface HistorySession {
  sessionId: string;
  status: LoadStatus;
  entries: HistoryEntry[];
  error: AppError | null;
}

/** The last press of Import: how far it got, what it did, or why it failed. */
export interface HistoryImport {
  status: 'running' | 'done' | 'failed';
  progress: HistoryProgress | null;
  report: HistoryImportReport | null;
  error: AppError | null;
}

/** The history's state and actions, under `state.history`. */
export interface HistoryState
  extends
    HistoryInsightsState,
    HistoryRecorderState,
    HistoryExportState,
    HistoryWhyState,
    HistoryRetentionState,
    HistoryIndexingState {
  /**
   * The filter chosen in each scope. Kept per workspace rather than reset: a filter is a question
   * about that workspace's history, so coming back finds it as left, and a workspace where none
   * was chosen opens unfiltered (no filter from elsewhere hides its entries).
   */
  filters: PerScope<HistoryFilter>;
  /** The service filter the loaded entries answer; null before the first load. */
  query: HistoryEntryFilter | null;
  /** Loaded entries, newest first; the list pages in more as the user scrolls. */
  entries: HistoryEntry[];
  cursor: HistoryCursor | null;
  status: LoadStatus;
  /** A next page is on its way. */
  paging: boolean;
  /** The last failure to load (a log that cannot be opened: code `conflict`, with what to do). */
  error: AppError | null;
  selectedId: string | null;
  session: HistorySession | null;
  /** An entry a link asked for, fetched by id: shown even when it is not in the loaded pages. */
  linked: HistoryEntry | null;
  /** Whether the list is scrolled to its top: new entries then join it as they arrive. */
  atTop: boolean;
  /** Entries that arrived while the list was scrolled down (the "N new" pill). */
  newCount: number;
  /** The last Import pressed in each scope: its status line stays with that workspace. */
  imports: PerScope<HistoryImport>;
  /** The agent versions the log holds entries of, for the version filter; newest first. */
  agentVersions: string[];
  /** Reloads the first page for the filter and the scope on screen; drops newer pending work. */
  load(): Promise<void>;
  /** Loads the next page, unless one is on its way or the last one is loaded. */
  loadMore(): Promise<void>;
  setFilter(patch: Partial<HistoryFilter>): Promise<void>;
  /** Opens the history with this full-text search (from the command palette). */
  search(text: string): Promise<void>;
  select(id: string | null): void;
  /** Opens the history with this entry selected (a `hookyard://audit/<id>` link). */
  showEntry(id: string): Promise<void>;
  /** Loads the session of the selected entry, oldest first. */
  showSession(): Promise<void>;
  setAtTop(atTop: boolean): void;
  /** A pushed `history:appended`: joins the list when at its top, else counts towards the pill. */
  receiveAppended(event: { count: number; newest: HistoryEntry[] }): void;
  receiveProgress(progress: HistoryProgress): void;
  /** Imports new records from every source, then reloads the list. */
  importRecords(): Promise<void>;
}

/** The selected entry, when it is still loaded. */
export function selectHistoryEntry(state: AppState): HistoryEntry | null {
  const { selectedId: id, entries, session, linked } = state.history;
  if (!id) return null;
  return (
    entries.find((entry) => entry.id === id) ??
    session?.entries.find((entry) => entry.id === id) ??
    (linked?.id === id ? linked : null)
  );
}

/** The filter of the scope on screen. */
export const selectHistoryFilter = (state: AppState): HistoryFilter =>
  inScope(state.history.filters, state.scope) ?? EMPTY_HISTORY_FILTER;

/** The last Import pressed in the scope on screen. */
export const selectHistoryImport = (state: AppState): HistoryImport | null =>
  inScope(state.history.imports, state.scope) ?? null;

/** Whether a page after the loaded ones exists. */
export const historyHasMore = (state: AppState): boolean => state.history.cursor !== null;

const currentQuery = (state: AppState): HistoryEntryFilter =>
  toAuditFilter(
    selectHistoryFilter(state),
    state.scope.kind === 'workspace' ? (selectVisibleWorkspace(state)?.roots[0] ?? null) : null,
    Date.now(),
  );

export const createHistorySlice: FeatureSliceCreator<HistoryState> = (tools) => {
  const { api, patch, get, showScreen } = tools;
  const history = () => get().history;
  // Each load gets a number; a reply for an older one (filter changed meanwhile) is dropped.
  let generation = 0;
  /** Changes the filter of the scope on screen, without loading. */
  const keepFilter = (change: Partial<HistoryFilter>) => {
    const filter = { ...selectHistoryFilter(get()), ...change };
    const key = scopeKey(get().scope);
    patch((current) => ({ filters: keptFor(current.filters, key, filter) }));
  };
  const keepImport = (key: string, run: HistoryImport) =>
    patch((current) => ({ imports: keptFor(current.imports, key, run) }));
  return {
    ...createHistoryInsights(tools),
    ...createHistoryWhy(tools),
    ...createHistoryRecorder(tools),
    ...createHistoryExport(tools),
    ...createHistoryRetention(tools),
    ...createHistoryIndexing(tools),
    filters: {},
    query: null,
    entries: [],
    cursor: null,
    status: 'idle',
    paging: false,
    error: null,
    selectedId: null,
    session: null,
    linked: null,
    atTop: true,
    newCount: 0,
    imports: {},
    agentVersions: [],

    async load() {
      const mine = ++generation;
      const filter = currentQuery(get());
      // A new filter keeps the list until its answer (no flash of an empty list), but another
      // workspace's rows must never stand in for this one's while its first page loads.
      const otherScope = history().query?.workspace !== filter.workspace;
      patch({
        status: 'loading',
        query: filter,
        paging: false,
        ...(otherScope ? { entries: [], cursor: null } : {}),
      });
      const result = await api.invoke('history:query', {
        filter,
        cursor: null,
        limit: HISTORY_PAGE_SIZE,
        order: 'desc',
      });
      if (mine !== generation) return;
      if (!result.ok) {
        patch({ status: 'error', error: result.error, entries: [], cursor: null });
        return;
      }
      patch({
        status: 'ready',
        error: null,
        entries: result.value.entries,
        cursor: result.value.nextCursor,
        newCount: 0,
      });
      void history().loadInsights();
      // A failure leaves the last list: the filter is an aid, the entries are what matters.
      const versions = await api.invoke('history:list-agent-versions', {});
      if (versions.ok && mine === generation) patch({ agentVersions: versions.value });
    },

    async loadMore() {
      const { cursor, query: filter, paging, status } = history();
      if (!cursor || !filter || paging || status !== 'ready') return;
      const mine = generation;
      patch({ paging: true });
      const result = await api.invoke('history:query', {
        filter,
        cursor,
        limit: HISTORY_PAGE_SIZE,
        order: 'desc',
      });
      if (mine !== generation) return;
      if (!result.ok) {
        patch({ paging: false, error: result.error });
        return;
      }
      patch((current) => ({
        paging: false,
        entries: [...current.entries, ...result.value.entries],
        cursor: result.value.nextCursor,
      }));
    },

    async setFilter(change) {
      keepFilter(change);
      await history().load();
    },

    async search(text) {
      // The palette takes any length; the index, HISTORY_SEARCH_MAX_CHARS.
      keepFilter({ text: text.slice(0, HISTORY_SEARCH_MAX_CHARS) });
      patch({ selectedId: null, session: null });
      // Opening History loads its first page (history-feature.ts), with the search already in
      // the filter: one query, not an unfiltered one superseded at once.
      if (get().screen !== HISTORY_SCREEN) showScreen(HISTORY_SCREEN);
      else await history().load();
    },

    async showEntry(id) {
      showScreen(HISTORY_SCREEN);
      patch({ selectedId: id, session: null });
      // The entry may be older than the loaded pages: fetched on its own, the detail shows it.
      // One that is not there (expired, or no entry id at all) leaves the history as it is.
      if (!HistoryIdSchema.safeParse(id).success) return;
      const result = await api.invoke('history:get-entry', { id });
      if (result.ok && history().selectedId === id) patch({ linked: result.value });
    },

    select(id) {
      const { session } = history();
      const keep = session && id && session.entries.some((entry) => entry.id === id);
      patch({ selectedId: id, session: keep ? session : null });
    },

    async showSession() {
      const entry = selectHistoryEntry(get());
      if (!entry?.sessionId) return;
      const { sessionId } = entry;
      patch({ session: { sessionId, status: 'loading', entries: [], error: null } });
      const result = await api.invoke('history:get-session', {
        sessionId,
        agent: entry.agent,
        cursor: null,
        limit: 500,
      });
      if (history().session?.sessionId !== sessionId) return;
      patch({
        session: result.ok
          ? { sessionId, status: 'ready', entries: result.value.entries, error: null }
          : { sessionId, status: 'error', entries: [], error: result.error },
      });
    },

    setAtTop(atTop) {
      const current = history();
      if (current.atTop === atTop) return;
      patch({ atTop });
      if (atTop && current.newCount > 0) void current.load();
    },

    receiveAppended({ count, newest }) {
      const current = history();
      if (current.status !== 'ready' || !current.query) return;
      const query = current.query;
      const known = new Set(current.entries.map((entry) => entry.id));
      const matching = newest.filter((entry) => !known.has(entry.id) && entryMatches(entry, query));
      // With pages left, one older than the last entry loaded comes with them (paging goes on
      // from that entry); one of the same time may lie on either side of it: a reload places it.
      const oldest = current.cursor === null ? undefined : current.entries.at(-1);
      const fresh = oldest ? matching.filter((entry) => entry.ts > oldest.ts) : matching;
      // More arrived than the event carries: only a reload shows them all.
      const missed =
        count > newest.length || (oldest !== undefined && matching.some((e) => e.ts === oldest.ts));
      if (!current.atTop) {
        patch({ newCount: current.newCount + (missed ? count : fresh.length) });
      } else if (missed) {
        void current.load();
      } else if (fresh.length > 0) {
        patch({ entries: mergeNewestFirst(current.entries, fresh) });
      }
    },

    receiveProgress(progress) {
      if (progress.phase === 'export') return history().receiveExportProgress(progress);
      if (progress.phase === 'reindex') return history().receiveIndexing(progress);
      for (const [key, run] of Object.entries(history().imports)) {
        if (run.status === 'running') keepImport(key, { ...run, progress });
      }
    },

    async importRecords() {
      if (selectHistoryImport(get())?.status === 'running') return;
      const key = scopeKey(get().scope);
      keepImport(key, { status: 'running', progress: null, report: null, error: null });
      const result = await api.invoke('history:import', {});
      const progress = history().imports[key]?.progress ?? null;
      keepImport(
        key,
        result.ok
          ? { status: 'done', progress, report: result.value, error: null }
          : { status: 'failed', progress, report: null, error: result.error },
      );
      await history().load();
    },
  };
};
