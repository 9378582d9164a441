import { describe, expect, it } from 'vitest';

import type { ApprovalRule } from '../../../shared/schemas/approval';
import { lexicalPath } from '../../../electron/services/approvals/lexical-path';
import { compileRule, firstMatchingRule } from '../../../electron/services/approvals/rule-match';
import { readToolUse } from '../../../electron/services/approvals/tool-use';

function rule(id: string, fields: Partial<ApprovalRule>): ApprovalRule {
  return {
    id,
    scope: { kind: 'global' },
    patternKind: 'glob',
    decision: 'allow',
    failMode: 'closed',
    origin: 'user',
    createdAt: 0,
    ...fields,
  };
}

const write = (cwd: string, file: string) =>
  readToolUse('claude-code', {
    hook_event_name: 'PreToolUse',
    session_id: 's1',
    cwd,
    tool_name: 'Write',
    tool_input: { file_path: file, content: 'x' },
  });

const decided = (rules: ApprovalRule[], use: ReturnType<typeof write>) =>
  firstMatchingRule(rules.map(compileRule), use)?.rule.id ?? null;

describe('paths with .. in approval rules', () => {
  it('does not let a path climb out of an allowed folder', () => {
    const use = write('/work/app', '/work/app/../../etc/passwd');
    expect(use.paths).toEqual(['/etc/passwd']);
    const rules = [rule('allow-app', { path: '/work/app/**' })];
    expect(decided(rules, use)).toBeNull();
  });

  it('does not let a path slip out from under a deny rule', () => {
    const use = write('/work/app', '/work/app/src/../../app-secrets/key.pem');
    const rules = [
      rule('deny-secrets', { path: '/work/app-secrets/**', decision: 'deny' }),
      rule('allow-app', { path: '/work/app/**' }),
    ];
    expect(decided(rules, use)).toBe('deny-secrets');
  });

  it('does not count a cwd that climbs out as inside the workspace of a rule', () => {
    const use = write('/work/app/../other', '/work/other/x');
    expect(use.workspace).toBe('/work/other');
    const rules = [rule('app-only', { scope: { kind: 'workspace', root: '/work/app' } })];
    expect(decided(rules, use)).toBeNull();
  });

  it('collapses Windows paths by Windows rules and leaves relative ones relative', () => {
    expect(lexicalPath('C:\\work\\app\\..\\..\\Windows\\win.ini')).toBe('C:\\Windows\\win.ini');
    expect(lexicalPath('src/../../x')).toBe('../x');
    expect(lexicalPath('/a/./b//c')).toBe('/a/b/c');
    expect(lexicalPath('')).toBe('');
  });
});
