import type { AppError } from '../../../../shared/result';
import type { WatchedHook } from '../../../../shared/schemas/evidence';
import type { HookEntry } from '../../../../shared/schemas/hook';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { InventoryState } from './inventory-slice';

/** What really happened to watched hooks (issue 15): their runs and silent flags, per scope. */
export interface InventoryEvidenceState {
  watched: WatchedHook[];
  watchError: AppError | null;
  loadWatched(): Promise<void>;
  /** Starts recording the hook's real runs (through the workspace shim, an undoable change). */
  watch(hook: HookEntry): Promise<void>;
  unwatch(adoptionId: string): Promise<void>;
}

/** The watched hook a row calls, if any. */
export const watchedOf = (watched: WatchedHook[], hookId: string): WatchedHook | undefined =>
  watched.find((each) => each.hookIds.includes(hookId));

export const createInventoryEvidence: FeatureSliceCreator<
  InventoryState,
  InventoryEvidenceState
> = ({ api, patch, get }) => ({
  watched: [],
  watchError: null,
  async loadWatched() {
    const { scope } = get();
    const result = await api.invoke('evidence:list-watched', { scope });
    // A late answer for a scope no longer on screen is dropped.
    if (result.ok && get().scope === scope) patch({ watched: result.value });
  },
  async watch(hook) {
    const { scope } = get();
    const known = new Set(get().inventory.watched.map((each) => each.adoptionId));
    const result = await api.invoke('evidence:watch-hook', {
      scope,
      hookId: hook.id,
      contentHash: hook.contentHash,
    });
    patch({ watchError: result.ok ? null : result.error });
    get().changes.afterChange();
    if (!result.ok) return;
    // Watching rewrites the hook's command, so its row comes back under a new id: the detail
    // follows it there (the new watched hook names its row) instead of closing.
    await get().inventory.loadWatched();
    const row = get().inventory.watched.find((each) => !known.has(each.adoptionId))?.hookIds[0];
    if (row !== undefined && get().selectedHookId === hook.id) get().selectHook(row);
  },
  async unwatch(adoptionId) {
    const result = await api.invoke('evidence:unwatch-hook', { adoptionId });
    patch({ watchError: result.ok ? null : result.error });
    get().changes.afterChange();
  },
});
