import type { AppError } from '../../../../shared/result';
import type { ApprovalRule } from '../../../../shared/schemas/approval';
import type { FeatureSliceCreator } from '../../../store/feature-slice';
import type { ApprovalsState } from './approvals-slice';
import type { LoadStatus } from '../../../store/store-types';

/** The rules part of `state.approvals`. */
export interface ApprovalRulesState {
  /** The rules in the order they are tried: the first that matches decides. */
  rules: ApprovalRule[];
  rulesStatus: LoadStatus;
  rulesError: AppError | null;
  /** A save or revoke is on its way; the list's buttons wait. */
  rulesSaving: boolean;
  /** The last save or revoke that failed; the list shows the rules as they are on disk. */
  rulesSaveError: AppError | null;
  loadRules(): Promise<void>;
  /** Moves a rule one place up (-1) or down (+1) and saves the new order. */
  moveRule(id: string, delta: -1 | 1): Promise<void>;
  /** Saves a new rule (at the top: it is tried first) or the edited version of an existing one. */
  putRule(rule: ApprovalRule): Promise<boolean>;
  revokeRule(id: string): Promise<void>;
}

export const createApprovalRules: FeatureSliceCreator<ApprovalsState, ApprovalRulesState> = ({
  api,
  patch,
  get,
}) => {
  // Every change sends the whole ordered list: the service stores exactly what the user sees.
  const save = async (rules: ApprovalRule[]): Promise<boolean> => {
    if (get().approvals.rulesSaving) return false;
    patch({ rulesSaving: true, rulesSaveError: null });
    const result = await api.invoke('approvals:save-rules', { rules });
    if (result.ok) {
      patch({ rulesSaving: false, rules: result.value });
      return true;
    }
    patch({ rulesSaving: false, rulesSaveError: result.error });
    await get().approvals.loadRules();
    return false;
  };

  return {
    rules: [],
    rulesStatus: 'idle',
    rulesError: null,
    rulesSaving: false,
    rulesSaveError: null,

    async loadRules() {
      if (get().approvals.rulesStatus !== 'ready') patch({ rulesStatus: 'loading' });
      const result = await api.invoke('approvals:rules', {});
      patch(
        result.ok
          ? { rulesStatus: 'ready', rules: result.value, rulesError: null }
          : { rulesStatus: 'error', rulesError: result.error },
      );
    },

    async moveRule(id, delta) {
      const rules = [...get().approvals.rules];
      const from = rules.findIndex((rule) => rule.id === id);
      const to = from + delta;
      if (from === -1 || to < 0 || to >= rules.length) return;
      const [moved] = rules.splice(from, 1) as [ApprovalRule];
      rules.splice(to, 0, moved);
      await save(rules);
    },

    putRule(rule) {
      const rules = get().approvals.rules;
      const known = rules.some((existing) => existing.id === rule.id);
      return save(
        known
          ? rules.map((existing) => (existing.id === rule.id ? rule : existing))
          : [rule, ...rules],
      );
    },

    async revokeRule(id) {
      if (get().approvals.rulesSaving) return;
      patch({ rulesSaving: true, rulesSaveError: null });
      const result = await api.invoke('approvals:revoke-rule', { id });
      patch({ rulesSaving: false, rulesSaveError: result.ok ? null : result.error });
      await get().approvals.loadRules();
    },
  };
};
