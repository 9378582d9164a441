import type { AppError } from '../../../../shared/result';
import type { ReplaySuiteSummary } from '../../../../shared/schemas/replay';
import { selectVisibleWorkspace } from '../../../store/selectors';
import type { LoadStatus, SliceCreator } from '../../../store/store-types';

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

export interface ReplaySuitesSlice {
  /** Null at user level: suites live in a workspace. */
  replaySuites: ReplaySuites | null;
  replaySave: ReplaySave | null;
  /** Lists the suites of the workspace on screen (forgets them at user level). */
  loadReplaySuites(): Promise<void>;
  /** Saves a replayed entry as a case of `suite` in `workspace`, expecting `expected`. */
  saveReplayCase(request: {
    workspace: string;
    suite: string;
    entryId: string;
    expected: string;
  }): Promise<boolean>;
}

export const createReplaySuitesSlice: SliceCreator<ReplaySuitesSlice> = (api) => (set, get) => ({
  replaySuites: null,
  replaySave: null,

  async loadReplaySuites() {
    const workspace = selectVisibleWorkspace(get())?.roots[0] ?? null;
    if (!workspace) {
      set({ replaySuites: null });
      return;
    }
    const known = get().replaySuites;
    const suites = known?.workspace === workspace ? known.suites : [];
    set({ replaySuites: { workspace, status: 'loading', suites, error: null } });
    const result = await api.invoke('replay:suites', { workspace });
    if (get().replaySuites?.workspace !== workspace) return;
    set({
      replaySuites: result.ok
        ? { workspace, status: 'ready', suites: result.value, error: null }
        : { workspace, status: 'error', suites, error: result.error },
    });
  },

  async saveReplayCase({ workspace, suite, entryId, expected }) {
    set({ replaySave: { entryId, status: 'saving', file: null, error: null } });
    const result = await api.invoke('replay:save-case', { workspace, suite, entryId, expected });
    set({
      replaySave: result.ok
        ? { entryId, status: 'saved', file: result.value.file, error: null }
        : { entryId, status: 'failed', file: null, error: result.error },
    });
    if (result.ok && get().replaySuites?.workspace === workspace) await get().loadReplaySuites();
    return result.ok;
  },
});
