import type { AgentId } from '../../../../shared/schemas/agent';
import type { ApprovalRule, ApprovalRuleScope } from '../../../../shared/schemas/approval';

/** The rule dialog's fields as typed: empty text means "matches anything". */
export interface RuleForm {
  label: string;
  scope: ApprovalRuleScope['kind'];
  root: string;
  /** Kept as it was for a session rule ("Always allow" for one session). */
  sessionId: string;
  agent: AgentId | 'any';
  event: string;
  tool: string;
  command: string;
  path: string;
  patternKind: ApprovalRule['patternKind'];
  decision: ApprovalRule['decision'];
  failMode: ApprovalRule['failMode'];
}

/** What is wrong with the fields, each with the words to show under it. */
export interface RuleFormProblems {
  root?: true;
  /** The field whose regular expression does not compile, and the engine's message. */
  regex?: { field: 'command' | 'path'; message: string };
}

/** The form of a new rule: ask me about everything, fail closed. */
export const NEW_RULE_FORM: RuleForm = {
  label: '',
  scope: 'global',
  root: '',
  sessionId: '',
  agent: 'any',
  event: '',
  tool: '',
  command: '',
  path: '',
  patternKind: 'glob',
  decision: 'ask',
  failMode: 'closed',
};

export function ruleToForm(rule: ApprovalRule): RuleForm {
  return {
    label: rule.label ?? '',
    scope: rule.scope.kind,
    root: rule.scope.kind === 'workspace' ? rule.scope.root : '',
    sessionId: rule.scope.kind === 'session' ? rule.scope.sessionId : '',
    agent: rule.agent ?? 'any',
    event: rule.event ?? '',
    tool: rule.tool ?? '',
    command: rule.command ?? '',
    path: rule.path ?? '',
    patternKind: rule.patternKind,
    decision: rule.decision,
    failMode: rule.failMode,
  };
}

const isAbsolute = (path: string): boolean => /^(\/|[A-Za-z]:[\\/]|\\\\)/.test(path);

/** The problems of the form; an empty object when it can be saved. */
export function ruleFormProblems(form: RuleForm): RuleFormProblems {
  const problems: RuleFormProblems = {};
  if (form.scope === 'workspace' && !isAbsolute(form.root.trim())) problems.root = true;
  if (form.patternKind === 'regex') {
    for (const field of ['command', 'path'] as const) {
      const pattern = form[field].trim();
      if (!pattern) continue;
      try {
        new RegExp(pattern);
      } catch (error) {
        problems.regex ??= { field, message: (error as Error).message };
      }
    }
  }
  return problems;
}

function scopeOf(form: RuleForm): ApprovalRuleScope {
  if (form.scope === 'workspace') return { kind: 'workspace', root: form.root.trim() };
  if (form.scope === 'session') return { kind: 'session', sessionId: form.sessionId };
  return { kind: 'global' };
}

/**
 * The rule the form describes: a new one (`base` null, with this id and time) or `base` edited,
 * keeping its id, origin and creation time. Empty fields are left out (they match anything).
 */
export function formToRule(
  form: RuleForm,
  base: ApprovalRule | null,
  fresh: { id: string; now: number },
): ApprovalRule {
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const rule: ApprovalRule = {
    id: base?.id ?? fresh.id,
    scope: scopeOf(form),
    agent: form.agent === 'any' ? undefined : form.agent,
    event: optional(form.event),
    tool: optional(form.tool),
    command: optional(form.command),
    path: optional(form.path),
    patternKind: form.patternKind,
    decision: form.decision,
    failMode: form.failMode,
    origin: base?.origin ?? 'user',
    createdAt: base?.createdAt ?? fresh.now,
    label: optional(form.label),
  };
  // Absent, not undefined: the rule is sent as JSON and compared as such.
  return Object.fromEntries(
    Object.entries(rule).filter(([, value]) => value !== undefined),
  ) as ApprovalRule;
}
