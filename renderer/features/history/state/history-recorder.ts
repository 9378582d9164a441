import type { AppError } from '../../../../shared/result';
import type {
  RecorderAgent,
  RecorderPreview,
  RecorderStatus,
} from '../../../../shared/schemas/history-recorder';
import type { InventoryScope } from '../../../../shared/schemas/inventory';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { HistoryState } from './history-slice';

/** Which scopes Hookyard records, and the last install or uninstall. */
export interface HistoryRecorder {
  status: 'loading' | 'ready' | 'error';
  /** Every agent at user level and in every registered workspace. */
  scopes: RecorderStatus[];
  /** The agent whose install or uninstall is on its way. */
  busy: RecorderAgent | null;
  error: AppError | null;
}

export interface HistoryRecorderState {
  recorder: HistoryRecorder | null;
  /** What an install would write, shown before the user confirms it; null when not asked. */
  recorderPreview: RecorderPreview | null;
  recorderPreviewError: AppError | null;
  loadRecorderStatus(): Promise<void>;
  /** Asks what installing for these events (default: the recommended set) would write. */
  previewRecording(agent: RecorderAgent, events?: string[]): Promise<void>;
  closeRecorderPreview(): void;
  /**
   * Installs (`on`, on the chosen events, else every event) or removes the recorder for one
   * agent in the scope on screen.
   */
  setRecording(agent: RecorderAgent, on: boolean, events?: string[]): Promise<void>;
}

/** The recorder's status for an agent in a scope, when loaded. */
export function recorderStatusOf(
  recorder: HistoryRecorder | null,
  agent: RecorderAgent,
  scope: InventoryScope,
): RecorderStatus | null {
  return recorder?.scopes.find((entry) => isFor(entry, agent, scope)) ?? null;
}

function isFor(status: RecorderStatus, agent: RecorderAgent, scope: InventoryScope): boolean {
  if (status.agent !== agent || status.scope.kind !== scope.kind) return false;
  return (
    scope.kind === 'user' ||
    (status.scope.kind === 'workspace' && status.scope.workspaceId === scope.workspaceId)
  );
}

/** The recorder part of the history slice (spread into it). */
export const createHistoryRecorder: FeatureSliceCreator<HistoryState, HistoryRecorderState> = ({
  api,
  patch,
  get,
}) => ({
  recorder: null,
  recorderPreview: null,
  recorderPreviewError: null,

  async previewRecording(agent, events) {
    const result = await api.invoke('history:recorder-preview', {
      agent,
      scope: get().scope,
      ...(events ? { events } : {}),
    });
    patch(
      result.ok
        ? { recorderPreview: result.value, recorderPreviewError: null }
        : { recorderPreviewError: result.error },
    );
  },

  closeRecorderPreview: () => patch({ recorderPreview: null, recorderPreviewError: null }),

  async loadRecorderStatus() {
    const previous = get().history.recorder;
    patch({
      recorder: { status: 'loading', scopes: previous?.scopes ?? [], busy: null, error: null },
    });
    const result = await api.invoke('history:recorder-status', {});
    patch({
      recorder: result.ok
        ? { status: 'ready', scopes: result.value, busy: null, error: null }
        : { status: 'error', scopes: [], busy: null, error: result.error },
    });
  },

  async setRecording(agent, on, events) {
    const current = get().history.recorder;
    if (!current || current.busy) return;
    patch({ recorder: { ...current, busy: agent, error: null } });
    const target = { agent, scope: get().scope, ...(on && events ? { events } : {}) };
    const result = await api.invoke(
      on ? 'history:recorder-install' : 'history:recorder-uninstall',
      target,
    );
    const latest = get().history.recorder ?? current;
    if (!result.ok) {
      patch({ recorder: { ...latest, busy: null, error: result.error } });
      return;
    }
    const { status } = result.value;
    const scopes = latest.scopes.map((entry) =>
      isFor(entry, status.agent, status.scope) ? status : entry,
    );
    patch({ recorder: { ...latest, scopes, busy: null, error: null }, recorderPreview: null });
  },
});
