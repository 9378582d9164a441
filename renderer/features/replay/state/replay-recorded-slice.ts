import type { AppError } from '../../../../shared/result';
import { HistoryIdSchema, type HistoryEntry } from '../../../../shared/schemas/history';
import type { SliceCreator } from '../../../store/store-types';

/** The recorded entry behind the case on view: what call it was, in which agent's dialect. */
export interface ReplayRecorded {
  id: string;
  entry: HistoryEntry | null;
  error: AppError | null;
}

export interface ReplayRecordedSlice {
  replayRecorded: ReplayRecorded | null;
  /**
   * Fetches the audit entry a case replayed (a replay or shadow case opened side by side); a
   * suite case (`<suite>#<n>`) has none. A reply for an entry no longer on view is dropped.
   */
  loadReplayRecorded(entryId: string | null): Promise<void>;
}

export const createReplayRecordedSlice: SliceCreator<ReplayRecordedSlice> =
  (api) => (set, get) => ({
    replayRecorded: null,
    async loadReplayRecorded(entryId) {
      if (!entryId || !HistoryIdSchema.safeParse(entryId).success) {
        set({ replayRecorded: null });
        return;
      }
      if (get().replayRecorded?.id === entryId) return;
      set({ replayRecorded: { id: entryId, entry: null, error: null } });
      const result = await api.invoke('history:get-entry', { id: entryId });
      if (get().replayRecorded?.id !== entryId) return;
      set({
        replayRecorded: result.ok
          ? { id: entryId, entry: result.value, error: null }
          : { id: entryId, entry: null, error: result.error },
      });
    },
  });
