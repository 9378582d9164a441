import type { AppError } from '../../../../shared/result';
import type { GuardFixPreview } from '../../../../shared/schemas/guard-fix';
import type { HookEntry } from '../../../../shared/schemas/hook';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { UpgradesState } from './upgrades-slice';

/** Making a guard fail closed: the preview on screen, and the hook it was made for. */
export interface GuardFixPart {
  fixPreview: { preview: GuardFixPreview; shown: HookEntry } | null;
  fixError: AppError | null;
  /** Asks for the preview of the fix of `hook` (the row as shown) and opens it. */
  previewFix(hook: HookEntry): Promise<void>;
  /** Writes the previewed fix (refused when the hook or its file changed since). */
  applyFix(): Promise<void>;
  closeFix(): void;
}

export const createGuardFixPart: FeatureSliceCreator<UpgradesState, GuardFixPart> = ({
  api,
  patch,
  get,
}) => ({
  fixPreview: null,
  fixError: null,
  async previewFix(hook) {
    const shown = { scope: get().scope, hookId: hook.id, contentHash: hook.contentHash };
    const result = await api.invoke('guards:preview-fix', shown);
    patch(
      result.ok
        ? { fixPreview: { preview: result.value, shown: hook }, fixError: null }
        : { fixPreview: null, fixError: result.error },
    );
  },
  async applyFix() {
    const open = get().upgrades.fixPreview;
    if (!open) return;
    // Closed at once: a second click of the same preview (a double click) writes nothing more.
    patch({ fixPreview: null });
    const result = await api.invoke('guards:apply-fix', {
      scope: get().scope,
      hookId: open.shown.id,
      contentHash: open.shown.contentHash,
      baseHash: open.preview.baseHash,
    });
    patch({ fixError: result.ok ? null : result.error });
    get().changes.afterChange();
  },
  closeFix: () => patch({ fixPreview: null, fixError: null }),
});
