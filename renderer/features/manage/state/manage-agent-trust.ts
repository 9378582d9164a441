import type { AppError } from '../../../../shared/result';
import type { AgentTrustPreview, AgentTrustResult } from '../../../../shared/schemas/agent-trust';
import type { HookEntry } from '../../../../shared/schemas/hook';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { ManageState } from './manage-slice';

/** The "Trust in <agent>" dialog: asking, showing what will be written, writing, done or failed. */
export interface AgentTrustDialog {
  hook: HookEntry;
  phase: 'previewing' | 'ready' | 'applying' | 'done' | 'failed';
  preview: AgentTrustPreview | null;
  result: AgentTrustResult | null;
  error: AppError | null;
}

/** The "Trust in <agent>" dialog's state and actions, a part of `state.manage`. */
export interface ManageAgentTrustState {
  agentTrust: AgentTrustDialog | null;
  /**
   * Opens the dialog on a hook and asks its agent what trusting it writes (nothing is written);
   * on a failed dialog for the same hook, asks again.
   */
  openAgentTrust(hook: HookEntry): Promise<void>;
  /**
   * Writes exactly what the dialog shows, once: a second press while it runs does nothing. The
   * inventory then loads again, so the row shows the agent's new verdict.
   */
  applyAgentTrust(): Promise<void>;
  closeAgentTrust(): void;
}

export const createManageAgentTrust: FeatureSliceCreator<ManageState, ManageAgentTrustState> = ({
  api,
  patch,
  get,
}) => {
  /** Sets the dialog only while it is still open on this hook (closed or reopened: dropped). */
  const update = (hook: HookEntry, change: Partial<AgentTrustDialog>) => {
    const open = get().manage.agentTrust;
    if (open?.hook === hook) patch({ agentTrust: { ...open, ...change } });
  };
  return {
    agentTrust: null,
    async openAgentTrust(hook) {
      const open = get().manage.agentTrust;
      // A double click asks once; after a failure the same button asks again.
      if (open?.hook.id === hook.id && open.phase !== 'failed') return;
      patch({
        agentTrust: { hook, phase: 'previewing', preview: null, result: null, error: null },
      });
      const result = await api.invoke('manage:trust-preview', {
        scope: get().scope,
        hookId: hook.id,
      });
      if (result.ok) update(hook, { phase: 'ready', preview: result.value });
      else update(hook, { phase: 'failed', error: result.error });
    },
    async applyAgentTrust() {
      const open = get().manage.agentTrust;
      if (open?.phase !== 'ready' || !open.preview) return;
      const { hook, preview } = open;
      update(hook, { phase: 'applying' });
      const result = await api.invoke('manage:trust-apply', {
        scope: get().scope,
        hookId: hook.id,
        contentHash: preview.contentHash,
        text: preview.text,
        base: preview.base,
      });
      if (result.ok) update(hook, { phase: 'done', result: result.value });
      else update(hook, { phase: 'failed', error: result.error });
      void get().inventory.load();
    },
    closeAgentTrust: () => patch({ agentTrust: null }),
  };
};
