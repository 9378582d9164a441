import type { HistoryRetentionProgress } from '../../../../shared/schemas/history';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { HistoryState } from './history-slice';

export interface HistoryRetentionState {
  /**
   * How far the background removal of expired entries has come, while it runs; null otherwise.
   * Old entries and their counts leave History meanwhile, and this says why.
   */
  retention: Omit<HistoryRetentionProgress, 'finished'> | null;
  /** A pushed `history:retention-progressed`. */
  receiveRetentionProgress(progress: HistoryRetentionProgress): void;
}

/** The retention part of the history slice (spread into it). */
export const createHistoryRetention: FeatureSliceCreator<HistoryState, HistoryRetentionState> = ({
  patch,
}) => ({
  retention: null,
  receiveRetentionProgress({ finished, ...progress }) {
    patch({ retention: finished ? null : progress });
  },
});
