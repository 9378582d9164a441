import type { AppError, Result } from '../../../../shared/result';
import type { ChangeRecord, TrashItem } from '../../../../shared/schemas/editing';
import type { LoadStatus, SliceCreator } from '../../../store/store-types';

/** The Changes screen's id in the screen registry. */
export const CHANGES_SCREEN = 'changes';

/** Changes fetched per page. */
export const CHANGES_PAGE = 50;

export interface ChangesSlice {
  /** The history, newest first, as far as it has been paged in. */
  changes: ChangeRecord[];
  changesTotal: number;
  /** History lines the service could not read (kept in the file; the screen says so). */
  changesUnreadable: number;
  changesStatus: LoadStatus;
  changesError: AppError | null;
  trash: TrashItem[];
  trashStatus: LoadStatus;
  trashError: AppError | null;
  /** The change or trash item being restored; its button waits. */
  restoringId: string | null;
  /** The last restore from the Changes screen that failed, with what it was for. */
  restoreError: { id: string; error: AppError } | null;
  /** Loads the first page of the history again (what is on screen stays until it arrives). */
  loadChanges(): Promise<void>;
  /** Appends the next page. */
  loadMoreChanges(): Promise<void>;
  loadTrash(): Promise<void>;
  /** Puts a change's files back as they were before it; the restore is a new change. */
  restoreChange(changeId: string): Promise<void>;
  restoreTrash(trashId: string): Promise<void>;
  /** After any change: refreshes the history, the trash and the trust review where loaded. */
  afterChange(): void;
}

export const createChangesSlice: SliceCreator<ChangesSlice> = (api) => (set, get) => {
  let changesRequest = 0;

  const restore = async (id: string, call: () => Promise<Result<ChangeRecord>>) => {
    if (get().restoringId) return;
    set({ restoringId: id, restoreError: null });
    const result = await call();
    set({ restoringId: null, restoreError: result.ok ? null : { id, error: result.error } });
    get().afterChange();
  };

  return {
    changes: [],
    changesTotal: 0,
    changesUnreadable: 0,
    changesStatus: 'idle',
    changesError: null,
    trash: [],
    trashStatus: 'idle',
    trashError: null,
    restoringId: null,
    restoreError: null,
    async loadChanges() {
      const request = ++changesRequest;
      if (get().changesStatus !== 'ready') set({ changesStatus: 'loading' });
      const result = await api.invoke('editing:list-changes', { limit: CHANGES_PAGE });
      if (request !== changesRequest) return;
      if (result.ok) {
        set({
          changes: result.value.changes,
          changesTotal: result.value.total,
          changesUnreadable: result.value.unreadable,
          changesStatus: 'ready',
          changesError: null,
        });
      } else {
        set({
          changesStatus: get().changes.length > 0 ? 'ready' : 'error',
          changesError: result.error,
        });
      }
    },
    async loadMoreChanges() {
      const request = ++changesRequest;
      const offset = get().changes.length;
      const result = await api.invoke('editing:list-changes', { limit: CHANGES_PAGE, offset });
      if (request !== changesRequest) return;
      if (result.ok) {
        const known = new Set(get().changes.map((change) => change.id));
        set((state) => ({
          changes: [
            ...state.changes,
            ...result.value.changes.filter((change) => !known.has(change.id)),
          ],
          changesTotal: result.value.total,
          changesUnreadable: result.value.unreadable,
          changesError: null,
        }));
      } else {
        set({ changesError: result.error });
      }
    },
    async loadTrash() {
      if (get().trashStatus !== 'ready') set({ trashStatus: 'loading' });
      const result = await api.invoke('editing:list-trash', {});
      if (result.ok) set({ trash: result.value, trashStatus: 'ready', trashError: null });
      else
        set({ trashStatus: get().trash.length > 0 ? 'ready' : 'error', trashError: result.error });
    },
    restoreChange: (changeId) =>
      restore(changeId, () => api.invoke('editing:restore-change', { changeId })),
    restoreTrash: (trashId) =>
      restore(trashId, () => api.invoke('editing:restore-trash', { trashId })),
    afterChange() {
      const state = get();
      if (state.changesStatus !== 'idle') void state.loadChanges();
      if (state.trashStatus !== 'idle') void state.loadTrash();
      void state.loadTrustReview();
      // An allowlist change touches no file the inventory watches: ask for the adoptions again.
      void state.loadAdoptions();
      void state.loadWatched();
    },
  };
};
