import { describe, expect, it } from 'vitest';

import type { ApprovalRule } from '../../../shared/schemas/approval';
import { lexicalPath } from '../../../electron/services/approvals/lexical-path';
import { compilePattern } from '../../../electron/services/approvals/pattern-match';
import {
  compileRule,
  firstMatchingRule,
  type ToolUseFacts,
} from '../../../electron/services/approvals/rule-match';
import { readToolUse } from '../../../electron/services/approvals/tool-use';

const bash: ToolUseFacts = {
  agent: 'claude-code',
  event: 'PermissionRequest',
  workspace: '/work/app',
  sessionId: 's1',
  toolName: 'Bash',
  command: 'rm -rf build/out',
  paths: [],
};
const write: ToolUseFacts = {
  ...bash,
  toolName: 'Write',
  command: null,
  paths: ['/work/app/src/deep/x.ts'],
};

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

const first = (rules: ApprovalRule[], facts: ToolUseFacts) =>
  firstMatchingRule(rules.map(compileRule), facts)?.rule.id ?? null;

describe('approval rules', () => {
  it('takes the first matching rule in order, not the most specific one', () => {
    const rules = [
      rule('all-bash', { tool: 'Bash', decision: 'ask' }),
      rule('rm', { command: 'rm *', decision: 'deny' }),
    ];
    expect(first(rules, bash)).toBe('all-bash');
    expect(first([...rules].reverse(), bash)).toBe('rm');
  });

  it('lets command globs cross slashes and keeps path globs inside one folder unless **', () => {
    expect(first([rule('r', { command: 'rm -rf *' })], bash)).toBe('r');
    expect(first([rule('p', { path: '/work/app/src/*.ts' })], write)).toBeNull();
    expect(first([rule('p', { path: '/work/app/src/**/*.ts' })], write)).toBe('p');
    expect(first([rule('p', { path: '**/*.{ts,tsx}' })], write)).toBe('p');
  });

  it('tests regular expressions unanchored and refuses ones that do not compile', () => {
    expect(first([rule('r', { patternKind: 'regex', command: 'rm\\s+-rf' })], bash)).toBe('r');
    expect(first([rule('r', { patternKind: 'regex', command: '^ls' })], bash)).toBeNull();
    expect(() => compilePattern('(unclosed', 'regex', 'text')).toThrow(/not a valid regular/);
  });

  it('never matches a command rule against a tool without a command', () => {
    expect(first([rule('r', { command: '*' })], write)).toBeNull();
    expect(first([rule('r', { path: '*' })], bash)).toBeNull();
  });

  it('matches the agent, the event and the tool glob', () => {
    expect(first([rule('r', { agent: 'cline-cli' })], bash)).toBeNull();
    expect(first([rule('r', { agent: 'any', event: 'PreToolUse' })], bash)).toBeNull();
    expect(first([rule('r', { tool: 'mcp__*' })], { ...bash, toolName: 'mcp__git__push' })).toBe(
      'r',
    );
    expect(first([rule('r', { tool: 'Bas' })], bash)).toBeNull();
  });

  it('scopes rules to a workspace (and its subfolders) or a session', () => {
    const inApp = rule('ws', { scope: { kind: 'workspace', root: '/work/app/' } });
    expect(first([inApp], bash)).toBe('ws');
    expect(first([inApp], { ...bash, workspace: '/work/app/sub' })).toBe('ws');
    expect(first([inApp], { ...bash, workspace: '/work/application' })).toBeNull();
    expect(first([inApp], { ...bash, workspace: null })).toBeNull();
    const session = rule('s', { scope: { kind: 'session', sessionId: 's1' } });
    expect(first([session], bash)).toBe('s');
    expect(first([session], { ...bash, sessionId: 's2' })).toBeNull();
  });

  it('supports character classes, negated or not', () => {
    expect(first([rule('r', { command: 'echo [0-9]' })], { ...bash, command: 'echo 7' })).toBe('r');
    expect(
      first([rule('r', { command: 'echo [!0-9]' })], { ...bash, command: 'echo 7' }),
    ).toBeNull();
    expect(first([rule('r', { command: 'echo [!0-9]' })], { ...bash, command: 'echo x' })).toBe(
      'r',
    );
  });

  it('treats glob metacharacters escaped with a backslash literally', () => {
    expect(first([rule('r', { command: 'echo \\*' })], { ...bash, command: 'echo *' })).toBe('r');
    expect(first([rule('r', { command: 'echo \\*' })], { ...bash, command: 'echo hi' })).toBeNull();
  });

  // Each of these is a place where a path matcher such as picomatch differs: a command glob is
  // not a path, and a deny rule must not be dodged by writing a command another way.
  it('lets a command star cross dot segments, so `rm *` still catches `rm -rf /../etc`', () => {
    const deny = [rule('r', { command: 'rm *', decision: 'deny' })];
    expect(first(deny, { ...bash, command: 'rm -rf /../etc' })).toBe('r');
    expect(first(deny, { ...bash, command: 'rm -rf ./..' })).toBe('r');
  });

  it('lets a command ? match a slash', () => {
    expect(first([rule('r', { command: 'cd ?' })], { ...bash, command: 'cd /' })).toBe('r');
  });

  it('treats parentheses and quotes in a command glob literally', () => {
    const paren = [rule('r', { command: 'npm run (build)' })];
    expect(first(paren, { ...bash, command: 'npm run build' })).toBeNull();
    expect(first(paren, { ...bash, command: 'npm run (build)' })).toBe('r');
    const quoted = [rule('r', { command: 'git commit -m "*"' })];
    expect(first(quoted, { ...bash, command: 'git commit -m "wip"' })).toBe('r');
    expect(first(quoted, { ...bash, command: 'git commit -m wip' })).toBeNull();
  });
});

const writeAt = (cwd: string, file: string) =>
  readToolUse('claude-code', {
    hook_event_name: 'PreToolUse',
    session_id: 's1',
    cwd,
    tool_name: 'Write',
    tool_input: { file_path: file, content: 'x' },
  });

const decided = (rules: ApprovalRule[], use: ReturnType<typeof writeAt>) =>
  firstMatchingRule(rules.map(compileRule), use)?.rule.id ?? null;

describe('paths with .. in approval rules', () => {
  it('does not let a path climb out of an allowed folder', () => {
    const use = writeAt('/work/app', '/work/app/../../etc/passwd');
    expect(use.paths).toEqual(['/etc/passwd']);
    const rules = [rule('allow-app', { path: '/work/app/**' })];
    expect(decided(rules, use)).toBeNull();
  });

  it('does not let a path slip out from under a deny rule', () => {
    const use = writeAt('/work/app', '/work/app/src/../../app-secrets/key.pem');
    const rules = [
      rule('deny-secrets', { path: '/work/app-secrets/**', decision: 'deny' }),
      rule('allow-app', { path: '/work/app/**' }),
    ];
    expect(decided(rules, use)).toBe('deny-secrets');
  });

  it('does not count a cwd that climbs out as inside the workspace of a rule', () => {
    const use = writeAt('/work/app/../other', '/work/other/x');
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
