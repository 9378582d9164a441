import { describe, expect, it } from 'vitest';

import { agentOf } from '../../../../../electron/services/agents/registry';
import type { ApprovalRule } from '../../../../../shared/schemas/approval';
import {
  countdownShare,
  countdownText,
} from '../../../../../renderer/features/approvals/model/countdown';
import {
  formToRule,
  NEW_RULE_FORM,
  ruleFormProblems,
  ruleToForm,
} from '../../../../../renderer/features/approvals/model/rule-form';
import { ruleMatchers } from '../../../../../renderer/features/approvals/model/rule-summary';
import {
  installRequest,
  installTarget,
} from '../../../../../renderer/features/approvals/model/setup-form';

describe('the countdown', () => {
  it('rounds up to the second and is over only at the deadline', () => {
    expect(countdownText(61_000, 0)).toBe('1:01');
    expect(countdownText(1_000, 1)).toBe('0:01');
    expect(countdownText(1_000, 1_000)).toBeNull();
    expect(countdownText(3_725_000, 0)).toBe('1:02:05');
  });

  it('shares the time left between 0 and 1', () => {
    expect(countdownShare(0, 100, 25)).toBe(0.75);
    expect(countdownShare(0, 100, 200)).toBe(0);
    expect(countdownShare(100, 100, 0)).toBe(0);
  });
});

describe('the rule form', () => {
  const alwaysAllow: ApprovalRule = {
    id: 'r1',
    scope: { kind: 'session', sessionId: 's1' },
    tool: 'Bash',
    command: 'npm test*',
    patternKind: 'glob',
    decision: 'allow',
    failMode: 'open',
    origin: 'always-allow',
    createdAt: 5,
  };

  it('round-trips a rule, keeping its id, origin, creation time and session', () => {
    expect(formToRule(ruleToForm(alwaysAllow), alwaysAllow, { id: 'x', now: 9 })).toEqual(
      alwaysAllow,
    );
  });

  it('leaves empty fields out of a new rule (they match anything)', () => {
    const rule = formToRule({ ...NEW_RULE_FORM, tool: ' Edit ' }, null, { id: 'n', now: 7 });
    expect(rule).toEqual({
      id: 'n',
      scope: { kind: 'global' },
      tool: 'Edit',
      patternKind: 'glob',
      decision: 'ask',
      failMode: 'closed',
      origin: 'user',
      createdAt: 7,
    });
  });

  it('names a workspace without a full path and a regular expression that does not compile', () => {
    expect(ruleFormProblems({ ...NEW_RULE_FORM, scope: 'workspace', root: 'shop' })).toEqual({
      root: true,
    });
    expect(ruleFormProblems({ ...NEW_RULE_FORM, scope: 'workspace', root: 'C:\\shop' })).toEqual(
      {},
    );
    const problems = ruleFormProblems({ ...NEW_RULE_FORM, patternKind: 'regex', path: 'src/(' });
    expect(problems.regex?.field).toBe('path');
    expect(problems.regex?.message).toMatch(/.+/);
    // The same text is a fine glob.
    expect(ruleFormProblems({ ...NEW_RULE_FORM, path: 'src/(' })).toEqual({});
  });

  it('lists a rule’s matchers in a fixed order, none for a match-all rule', () => {
    expect(ruleMatchers(alwaysAllow)).toEqual([
      { field: 'tool', value: 'Bash' },
      { field: 'command', value: 'npm test*' },
    ]);
    expect(
      ruleMatchers({ ...alwaysAllow, tool: undefined, command: undefined, agent: 'any' }),
    ).toEqual([]);
  });
});

/** The shim target of an agent, as its capabilities give it. */
const shim = (agent: string) => agentOf(agent).capabilities.shim!;

describe('the setup form', () => {
  it('sends a mode for Claude Code only, and names the file or folder it writes', () => {
    const claude = { agent: 'claude-code', root: '', mode: 'command', failMode: 'open' } as const;
    expect(installRequest(claude, shim('claude-code'))).toEqual({
      agent: 'claude-code',
      scope: { kind: 'user' },
      mode: 'command',
      failMode: 'open',
    });
    expect(installTarget(claude, shim('claude-code'))).toBe('~/.claude/settings.json');
    const cline = { ...claude, agent: 'cline', root: '/home/ana/shop' } as const;
    expect(installRequest(cline, shim('cline-cli'))).toEqual({
      agent: 'cline',
      scope: { kind: 'workspace', root: '/home/ana/shop' },
      failMode: 'open',
    });
    expect(installTarget(cline, shim('cline-cli'))).toBe('/home/ana/shop/.clinerules/hooks');
  });
});
