import type { AppError, Result } from '../../../../shared/result';
import type { ChangeRecord, TrashItem } from '../../../../shared/schemas/editing';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { LoadStatus } from '../../../store/store-types';
import { createChangeDiffs, type ChangeDiffState } from './change-diffs';

/** The Changes screen's id in the screen registry. */
export const CHANGES_SCREEN = 'changes';

/** Changes fetched per page. */
export const CHANGES_PAGE = 50;

/** The Changes screen's state and actions, under `state.changes`. */
export interface ChangesState extends ChangeDiffState {
  /** The changes, newest first, as far as they have been paged in. */
  list: ChangeRecord[];
  total: number;
  /** Lines of the change log the service could not read (kept in the file; the screen says so). */
  unreadable: number;
  status: LoadStatus;
  error: AppError | null;
  trash: TrashItem[];
  trashStatus: LoadStatus;
  trashError: AppError | null;
  /** The change or trash item being restored; its button waits. */
  restoringId: string | null;
  /** The last restore from the Changes screen that failed, with what it was for. */
  restoreError: { id: string; error: AppError } | null;
  /** Loads the first page again (what is on screen stays until it arrives). */
  load(): Promise<void>;
  /** Appends the next page. */
  loadMore(): Promise<void>;
  loadTrash(): Promise<void>;
  /** Puts a change's files back as they were before it; the restore is a new change. */
  restoreChange(changeId: string): Promise<void>;
  restoreTrash(trashId: string): Promise<void>;
  /**
   * After any change: refreshes the changes and the trash where loaded, the trust review, the
   * adoptions and the watched hooks.
   */
  afterChange(): void;
}

export const createChangesSlice: FeatureSliceCreator<ChangesState> = (tools) => {
  const { api, patch, get } = tools;
  const changes = () => get().changes;
  let changesRequest = 0;

  const restore = async (id: string, call: () => Promise<Result<ChangeRecord>>) => {
    if (changes().restoringId) return;
    patch({ restoringId: id, restoreError: null });
    const result = await call();
    patch({ restoringId: null, restoreError: result.ok ? null : { id, error: result.error } });
    changes().afterChange();
  };

  return {
    ...createChangeDiffs(tools),
    list: [],
    total: 0,
    unreadable: 0,
    status: 'idle',
    error: null,
    trash: [],
    trashStatus: 'idle',
    trashError: null,
    restoringId: null,
    restoreError: null,
    async load() {
      const request = ++changesRequest;
      if (changes().status !== 'ready') patch({ status: 'loading' });
      const result = await api.invoke('manage:list-changes', { limit: CHANGES_PAGE });
      if (request !== changesRequest) return;
      if (result.ok) {
        patch({
          list: result.value.changes,
          total: result.value.total,
          unreadable: result.value.unreadable,
          status: 'ready',
          error: null,
        });
      } else {
        patch({ status: changes().list.length > 0 ? 'ready' : 'error', error: result.error });
      }
    },
    async loadMore() {
      const request = ++changesRequest;
      const offset = changes().list.length;
      const result = await api.invoke('manage:list-changes', { limit: CHANGES_PAGE, offset });
      if (request !== changesRequest) return;
      if (result.ok) {
        const known = new Set(changes().list.map((change) => change.id));
        patch((current) => ({
          list: [
            ...current.list,
            ...result.value.changes.filter((change) => !known.has(change.id)),
          ],
          total: result.value.total,
          unreadable: result.value.unreadable,
          error: null,
        }));
      } else {
        patch({ error: result.error });
      }
    },
    async loadTrash() {
      if (changes().trashStatus !== 'ready') patch({ trashStatus: 'loading' });
      const result = await api.invoke('manage:list-trash', {});
      if (result.ok) patch({ trash: result.value, trashStatus: 'ready', trashError: null });
      else
        patch({
          trashStatus: changes().trash.length > 0 ? 'ready' : 'error',
          trashError: result.error,
        });
    },
    restoreChange: (changeId) =>
      restore(changeId, () => api.invoke('manage:restore-change', { changeId })),
    restoreTrash: (trashId) =>
      restore(trashId, () => api.invoke('manage:restore-trash', { trashId })),
    afterChange() {
      const state = get();
      if (state.changes.status !== 'idle') void state.changes.load();
      if (state.changes.trashStatus !== 'idle') void state.changes.loadTrash();
      void state.manage.loadTrustReview();
      // An allowlist change touches no file the inventory watches: ask for the adoptions again.
      void state.manage.loadAdoptions();
      void state.inventory.loadWatched();
    },
  };
};
