import { describe, expect, it } from 'vitest';

import { compileIfCondition } from '../../../../electron/services/agents/claude-code/if-condition';
import {
  compileMatcher,
  matcherTraps,
} from '../../../../electron/services/agents/claude-code/matcher';

describe('compileMatcher (spec §3.5, verified in the matchers scenario)', () => {
  // [matcher, kind, tool names it matches, tool names it does not]
  const table: Array<[string | undefined, string, string[], string[]]> = [
    [undefined, 'all', ['Bash', 'Write', 'mcp__memory__save'], []],
    ['', 'all', ['Bash', 'Write'], []],
    ['*', 'all', ['Bash', 'Write'], []],
    ['.*', 'regex', ['Bash', 'Write'], []],
    ['Bash', 'exact', ['Bash'], ['Bas', 'bash', 'BashOutput', 'Write']],
    ['Bash|Write', 'exact', ['Bash', 'Write'], ['Edit']],
    ['Bash, Write', 'exact', ['Bash', 'Write'], ['Edit']],
    ['Write|Edit', 'exact', ['Write', 'Edit'], ['Bash']],
    ['Bas', 'exact', [], ['Bash']],
    ['bash', 'exact', [], ['Bash']],
    ['^Ba', 'regex', ['Bash'], ['Write']],
    ['Wr.te', 'regex', ['Write'], ['Bash']],
    ['mcp__memory__.*', 'regex', ['mcp__memory__save'], ['Bash', 'mcp__github__pr']],
    ['mcp__memory__save', 'exact', ['mcp__memory__save'], ['mcp__memory__load']],
    ['Task', 'exact', ['Agent', 'Task'], ['Bash']],
  ];

  it.each(table)('PreToolUse matcher %j is %s', (matcher, kind, matches, misses) => {
    const compiled = compileMatcher(matcher, 'PreToolUse');
    expect(compiled.kind).toBe(kind);
    for (const name of matches) expect(compiled.test(name), name).toBe(true);
    for (const name of misses) expect(compiled.test(name), name).toBe(false);
  });

  it('treats an invalid regular expression as invalid, matching nothing', () => {
    const compiled = compileMatcher('Write(*.ts)', 'PreToolUse');
    expect(compiled.kind).toBe('invalid');
    expect(compiled.error).toMatch(/nothing to repeat/i);
    expect(compiled.test('Write')).toBe(false);
  });

  it('reads commas as part of a regular expression on an event without the list form', () => {
    const compiled = compileMatcher('a.txt,b.txt', 'FileChanged');
    expect(compiled.kind).toBe('regex');
    expect(compiled.test('a.txt')).toBe(false);
    expect(compiled.test('a.txt,b.txt')).toBe(true);
  });

  it('reads the list form on lifecycle events that have it', () => {
    const compiled = compileMatcher('startup, resume', 'SessionStart');
    expect(compiled.kind).toBe('exact');
    expect(compiled.names).toEqual(['startup', 'resume']);
    expect(compiled.test('resume')).toBe(true);
    expect(compiled.test('clear')).toBe(false);
  });

  it('ignores the matcher on events without a matcher field', () => {
    const compiled = compileMatcher('Bash(', 'Stop');
    expect(compiled).toMatchObject({ kind: 'all', ignored: true });
    expect(compiled.test('anything')).toBe(true);
  });
});

describe('matcherTraps', () => {
  it('flags permission-rule syntax in a tool matcher', () => {
    const traps = matcherTraps(compileMatcher('Bash(git *)', 'PreToolUse'), 'PreToolUse');
    expect(traps).toEqual([
      { key: 'note.matcher-permission-syntax', params: { matcher: 'Bash(git *)' } },
    ]);
  });

  it('flags a known tool name in the wrong case', () => {
    const traps = matcherTraps(compileMatcher('bash|Write', 'PostToolUse'), 'PostToolUse');
    expect(traps).toEqual([
      { key: 'note.matcher-case', params: { matcher: 'bash', expected: 'Bash' } },
    ]);
  });

  it('flags a comma list only where commas do not separate names', () => {
    expect(matcherTraps(compileMatcher('a,b', 'StopFailure'), 'StopFailure')).toEqual([
      { key: 'note.matcher-comma-list', params: {} },
    ]);
    expect(matcherTraps(compileMatcher('Bash, Write', 'PreToolUse'), 'PreToolUse')).toEqual([]);
  });
});

describe('compileIfCondition (permission-rule syntax)', () => {
  it('matches a bare tool name against any input', () => {
    const rule = compileIfCondition('Bash');
    expect(rule.test('Bash', { command: 'rm -rf /' })).toBe(true);
    expect(rule.test('Write', { file_path: 'a.ts' })).toBe(false);
  });

  it('matches Bash content as a wildcard over the whole command', () => {
    const rule = compileIfCondition('Bash(git *)');
    expect(rule).toMatchObject({ valid: true, toolName: 'Bash', content: 'git *' });
    expect(rule.test('Bash', { command: 'git status' })).toBe(true);
    expect(rule.test('Bash', { command: 'echo git status' })).toBe(false);
    expect(compileIfCondition('Bash(echo *)').test('Bash', { command: 'echo hi > x.txt' })).toBe(
      true,
    );
    expect(compileIfCondition('Bash(rm *)').test('Bash', { command: 'echo hi > x.txt' })).toBe(
      false,
    );
  });

  it('keeps the legacy prefix form', () => {
    const rule = compileIfCondition('Bash(npm run test:*)');
    expect(rule.test('Bash', { command: 'npm run test -- --watch' })).toBe(true);
    expect(rule.test('Bash', { command: 'npm run build' })).toBe(false);
  });

  it('matches file globs on the base name at any depth', () => {
    const rule = compileIfCondition('Write(*.ts)');
    expect(rule.test('Write', { file_path: '/work/src/deep/a.ts' })).toBe(true);
    expect(rule.test('Write', { file_path: '/work/src/a.tsx' })).toBe(false);
    const scoped = compileIfCondition('Edit(src/**/*.ts)');
    expect(scoped.test('Edit', { file_path: '/p/src/x/y/a.ts' })).toBe(true);
    expect(scoped.test('Edit', { file_path: '/p/lib/a.ts' })).toBe(false);
  });

  it('matches WebFetch domains and their subdomains', () => {
    const rule = compileIfCondition('WebFetch(domain:example.com)');
    expect(rule.test('WebFetch', { url: 'https://docs.example.com/x' })).toBe(true);
    expect(rule.test('WebFetch', { url: 'https://example.org/' })).toBe(false);
  });

  it('refuses text that is not a permission rule', () => {
    const rule = compileIfCondition('not a rule(');
    expect(rule.valid).toBe(false);
    expect(rule.test('Bash', { command: 'x' })).toBe(false);
  });
});
