import type { HistoryProgress } from '../../../../shared/schemas/history';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { HistoryState } from './history-slice';

export interface HistoryIndexingState {
  /**
   * How far a sync of the index has come while it runs (the app's start on a large log, a
   * reindex); null otherwise. History reads only what is indexed so far meanwhile.
   */
  indexing: Pick<HistoryProgress, 'bytesDone' | 'bytesTotal' | 'entries'> | null;
  /** A pushed `history:progressed` of the index's sync (phase `reindex`). */
  receiveIndexing(progress: HistoryProgress): void;
}

/** The indexing part of the history slice (spread into it). */
export const createHistoryIndexing: FeatureSliceCreator<HistoryState, HistoryIndexingState> = ({
  get,
  patch,
}) => ({
  indexing: null,
  receiveIndexing({ bytesDone, bytesTotal, entries }) {
    const { indexing: was, status, entries: listed } = get().history;
    const done = bytesDone >= bytesTotal;
    patch({ indexing: done ? null : { bytesDone, bytesTotal, entries } });
    if (status !== 'ready') return;
    // The list and its statistics were read from part of the log: read again, in full. A list
    // read before the first entries were indexed said "Nothing recorded yet" under a line
    // counting them: it is read again as soon as there are some.
    const firstIndexed = !done && listed.length === 0 && entries > 0 && (was?.entries ?? 0) === 0;
    if ((done && was !== null) || firstIndexed) void get().history.load();
  },
});
