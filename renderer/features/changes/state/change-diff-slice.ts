import type { AppError } from '../../../../shared/result';
import type { LoadStatus, SliceCreator } from '../../../store/store-types';

/** One file of a change as it was before and after it, for its diff on the Changes screen. */
export interface ChangeFileDiff {
  status: Exclude<LoadStatus, 'idle'>;
  /** Null: the file did not exist on that side (created or removed by the change). */
  before: string | null;
  after: string | null;
  error: AppError | null;
}

export interface ChangeDiffSlice {
  /** The diffs open on the Changes screen, by `changeFileKey`. */
  changeDiffs: Readonly<Record<string, ChangeFileDiff>>;
  /** Opens the diff of one file of a change (fetching its bytes), or closes it when open. */
  toggleChangeDiff(changeId: string, file: string): Promise<void>;
}

/** The key of one file of one change. */
export const changeFileKey = (changeId: string, file: string): string => `${changeId}\n${file}`;

export const createChangeDiffSlice: SliceCreator<ChangeDiffSlice> = (api) => (set, get) => {
  const put = (key: string, diff: ChangeFileDiff | null) =>
    set((state) => {
      const { [key]: _closed, ...rest } = state.changeDiffs;
      return { changeDiffs: diff ? { ...rest, [key]: diff } : rest };
    });
  return {
    changeDiffs: {},
    async toggleChangeDiff(changeId, file) {
      const key = changeFileKey(changeId, file);
      if (get().changeDiffs[key]) return put(key, null);
      put(key, { status: 'loading', before: null, after: null, error: null });
      const result = await api.invoke('editing:read-change-file', { changeId, file });
      // Closed while it loaded: stays closed.
      if (!get().changeDiffs[key]) return;
      put(
        key,
        result.ok
          ? { status: 'ready', ...result.value, error: null }
          : { status: 'error', before: null, after: null, error: result.error },
      );
    },
  };
};
