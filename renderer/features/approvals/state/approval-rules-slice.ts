import type { AppError } from '../../../../shared/result';
import type { ApprovalRule } from '../../../../shared/schemas/approval';
import type { LoadStatus, SliceCreator } from '../../../store/store-types';

export interface ApprovalRulesSlice {
  /** The rules in the order they are tried: the first that matches decides. */
  approvalRules: ApprovalRule[];
  approvalRulesStatus: LoadStatus;
  approvalRulesError: AppError | null;
  /** A save or revoke is on its way; the list's buttons wait. */
  approvalRulesSaving: boolean;
  /** The last save or revoke that failed; the list shows the rules as they are on disk. */
  approvalRulesSaveError: AppError | null;
  loadApprovalRules(): Promise<void>;
  /** Moves a rule one place up (-1) or down (+1) and saves the new order. */
  moveApprovalRule(id: string, delta: -1 | 1): Promise<void>;
  /** Saves a new rule (at the top: it is tried first) or the edited version of an existing one. */
  putApprovalRule(rule: ApprovalRule): Promise<boolean>;
  revokeApprovalRule(id: string): Promise<void>;
}

export const createApprovalRulesSlice: SliceCreator<ApprovalRulesSlice> = (api) => (set, get) => {
  // Every change sends the whole ordered list: the service stores exactly what the user sees.
  const save = async (rules: ApprovalRule[]): Promise<boolean> => {
    if (get().approvalRulesSaving) return false;
    set({ approvalRulesSaving: true, approvalRulesSaveError: null });
    const result = await api.invoke('approvals:save-rules', { rules });
    if (result.ok) {
      set({ approvalRulesSaving: false, approvalRules: result.value });
      return true;
    }
    set({ approvalRulesSaving: false, approvalRulesSaveError: result.error });
    await get().loadApprovalRules();
    return false;
  };

  return {
    approvalRules: [],
    approvalRulesStatus: 'idle',
    approvalRulesError: null,
    approvalRulesSaving: false,
    approvalRulesSaveError: null,

    async loadApprovalRules() {
      if (get().approvalRulesStatus !== 'ready') set({ approvalRulesStatus: 'loading' });
      const result = await api.invoke('approvals:rules', {});
      set(
        result.ok
          ? { approvalRulesStatus: 'ready', approvalRules: result.value, approvalRulesError: null }
          : { approvalRulesStatus: 'error', approvalRulesError: result.error },
      );
    },

    async moveApprovalRule(id, delta) {
      const rules = [...get().approvalRules];
      const from = rules.findIndex((rule) => rule.id === id);
      const to = from + delta;
      if (from === -1 || to < 0 || to >= rules.length) return;
      const [moved] = rules.splice(from, 1) as [ApprovalRule];
      rules.splice(to, 0, moved);
      await save(rules);
    },

    putApprovalRule(rule) {
      const rules = get().approvalRules;
      const known = rules.some((existing) => existing.id === rule.id);
      return save(
        known
          ? rules.map((existing) => (existing.id === rule.id ? rule : existing))
          : [rule, ...rules],
      );
    },

    async revokeApprovalRule(id) {
      if (get().approvalRulesSaving) return;
      set({ approvalRulesSaving: true, approvalRulesSaveError: null });
      const result = await api.invoke('approvals:revoke-rule', { id });
      set({ approvalRulesSaving: false, approvalRulesSaveError: result.ok ? null : result.error });
      await get().loadApprovalRules();
    },
  };
};
