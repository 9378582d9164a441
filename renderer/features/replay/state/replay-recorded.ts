import type { AppError } from '../../../../shared/result';
import { HistoryIdSchema, type HistoryEntry } from '../../../../shared/schemas/history';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { ReplayState } from './replay-slice';

/** The recorded entry behind the case on view: what call it was, in which agent's dialect. */
export interface ReplayRecorded {
  id: string;
  entry: HistoryEntry | null;
  error: AppError | null;
}

/** The recorded-entry part of `state.replay`. */
export interface ReplayRecordedState {
  recorded: ReplayRecorded | null;
  /**
   * Fetches the audit entry a case replayed (a replay or shadow case opened side by side); a
   * suite case (`<suite>#<n>`) has none. A reply for an entry no longer on view is dropped.
   */
  loadRecorded(entryId: string | null): Promise<void>;
}

export const createReplayRecorded: FeatureSliceCreator<ReplayState, ReplayRecordedState> = ({
  api,
  patch,
  get,
}) => ({
  recorded: null,
  async loadRecorded(entryId) {
    if (!entryId || !HistoryIdSchema.safeParse(entryId).success) {
      patch({ recorded: null });
      return;
    }
    if (get().replay.recorded?.id === entryId) return;
    patch({ recorded: { id: entryId, entry: null, error: null } });
    const result = await api.invoke('history:get-entry', { id: entryId });
    if (get().replay.recorded?.id !== entryId) return;
    patch({
      recorded: result.ok
        ? { id: entryId, entry: result.value, error: null }
        : { id: entryId, entry: null, error: result.error },
    });
  },
});
