import type { AppError } from '../../../../shared/result';
import type { ReplaySuiteSummary } from '../../../../shared/schemas/replay';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import { selectVisibleWorkspace } from '../../../store/selectors';
import type { LoadStatus } from '../../../store/store-types';
import type { ReplayState } from './replay-slice';

/** The regression suites (`.hookyard/tests/*.json`) of the workspace on screen. */
export interface ReplaySuites {
  workspace: string;
  status: LoadStatus;
  suites: ReplaySuiteSummary[];
  error: AppError | null;
}

/** The last "Save as regression case": which entry, into which file, or why not. */
export interface ReplaySave {
  entryId: string;
  status: 'saving' | 'saved' | 'failed';
  file: string | null;
  error: AppError | null;
}

/** The suites part of `state.replay`. */
export interface ReplaySuitesState {
  /** Null at user level: suites live in a workspace. */
  suites: ReplaySuites | null;
  lastSave: ReplaySave | null;
  /** Lists the suites of the workspace on screen (forgets them at user level). */
  loadSuites(): Promise<void>;
  /** Saves a replayed entry as a case of `suite` in `workspace`, expecting `expected`. */
  saveCase(request: {
    workspace: string;
    suite: string;
    entryId: string;
    expected: string;
  }): Promise<boolean>;
}

export const createReplaySuites: FeatureSliceCreator<ReplayState, ReplaySuitesState> = ({
  api,
  patch,
  get,
}) => ({
  suites: null,
  lastSave: null,

  async loadSuites() {
    const workspace = selectVisibleWorkspace(get())?.roots[0] ?? null;
    if (!workspace) {
      patch({ suites: null });
      return;
    }
    const known = get().replay.suites;
    const suites = known?.workspace === workspace ? known.suites : [];
    patch({ suites: { workspace, status: 'loading', suites, error: null } });
    const result = await api.invoke('replay:suites', { workspace });
    if (get().replay.suites?.workspace !== workspace) return;
    patch({
      suites: result.ok
        ? { workspace, status: 'ready', suites: result.value, error: null }
        : { workspace, status: 'error', suites, error: result.error },
    });
  },

  async saveCase({ workspace, suite, entryId, expected }) {
    patch({ lastSave: { entryId, status: 'saving', file: null, error: null } });
    const result = await api.invoke('replay:save-case', { workspace, suite, entryId, expected });
    patch({
      lastSave: result.ok
        ? { entryId, status: 'saved', file: result.value.file, error: null }
        : { entryId, status: 'failed', file: null, error: result.error },
    });
    if (result.ok && get().replay.suites?.workspace === workspace) await get().replay.loadSuites();
    return result.ok;
  },
});
