import type { AppError } from '../../../../shared/result';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { LoadStatus } from '../../../store/store-types';
import type { ChangesState } from './changes-slice';

/** One file of a change as it was before and after it, for its diff on the Changes screen. */
export interface ChangeFileDiff {
  status: Exclude<LoadStatus, 'idle'>;
  /** Null: the file did not exist on that side (created or removed by the change). */
  before: string | null;
  after: string | null;
  error: AppError | null;
}

/** The diffs part of `state.changes`. */
export interface ChangeDiffState {
  /** The diffs open on the Changes screen, by `changeFileKey`. */
  diffs: Readonly<Record<string, ChangeFileDiff>>;
  /** Opens the diff of one file of a change (fetching its bytes), or closes it when open. */
  toggleDiff(changeId: string, file: string): Promise<void>;
}

/** The key of one file of one change. */
export const changeFileKey = (changeId: string, file: string): string => `${changeId}\n${file}`;

export const createChangeDiffs: FeatureSliceCreator<ChangesState, ChangeDiffState> = ({
  api,
  patch,
  get,
}) => {
  const put = (key: string, diff: ChangeFileDiff | null) =>
    patch((current) => {
      const { [key]: _closed, ...rest } = current.diffs;
      return { diffs: diff ? { ...rest, [key]: diff } : rest };
    });
  return {
    diffs: {},
    async toggleDiff(changeId, file) {
      const key = changeFileKey(changeId, file);
      if (get().changes.diffs[key]) return put(key, null);
      put(key, { status: 'loading', before: null, after: null, error: null });
      const result = await api.invoke('manage:read-change-file', { changeId, file });
      // Closed while it loaded: stays closed.
      if (!get().changes.diffs[key]) return;
      put(
        key,
        result.ok
          ? { status: 'ready', ...result.value, error: null }
          : { status: 'error', before: null, after: null, error: result.error },
      );
    },
  };
};
