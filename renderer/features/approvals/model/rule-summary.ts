import type { ApprovalRule } from '../../../../shared/schemas/approval';

/** One matcher of a rule as the list shows it: which field, and the pattern as written. */
export interface RuleMatcher {
  field: 'agent' | 'event' | 'tool' | 'command' | 'path';
  value: string;
}

/** The matchers a rule has, in a fixed order; none means it matches every request. */
export function ruleMatchers(rule: ApprovalRule): RuleMatcher[] {
  const matchers: RuleMatcher[] = [];
  if (rule.agent && rule.agent !== 'any') matchers.push({ field: 'agent', value: rule.agent });
  for (const field of ['event', 'tool', 'command', 'path'] as const) {
    const value = rule[field];
    if (value) matchers.push({ field, value });
  }
  return matchers;
}
