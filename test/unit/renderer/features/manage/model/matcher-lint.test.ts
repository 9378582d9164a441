import { describe, expect, it } from 'vitest';

import {
  compileMatcher,
  matcherTraps,
} from '../../../../../../electron/services/agents/claude-code/matcher';
import { CLAUDE_EVENT_NAMES } from '../../../../../../shared/agents/claude-code-events';
import {
  fixMatcher,
  lintMatcher,
} from '../../../../../../renderer/features/manage/model/matcher-lint';

describe('matcher lint', () => {
  it('reads names made of letters, digits, _ and | as exact names', () => {
    expect(lintMatcher('Bash|Write', 'PreToolUse')).toEqual({
      reading: { kind: 'exact', names: ['Bash', 'Write'] },
      warnings: [],
    });
    expect(lintMatcher('Bash, Write', 'PreToolUse').reading).toEqual({
      kind: 'exact',
      names: ['Bash', 'Write'],
    });
  });

  it('says that empty and * match everything, and that some events ignore the matcher', () => {
    expect(lintMatcher('', 'PreToolUse').reading.kind).toBe('all');
    expect(lintMatcher(' * ', 'PreToolUse').reading.kind).toBe('all');
    expect(lintMatcher('Bash', 'Stop')).toEqual({ reading: { kind: 'ignored' }, warnings: [] });
  });

  it('reports an invalid regular expression with its error', () => {
    const lint = lintMatcher('Bash(', 'PreToolUse');
    expect(lint.reading.kind).toBe('invalid');
    expect(lint.warnings).toEqual([
      { code: 'invalid-regex', message: expect.stringContaining('(') },
    ]);
  });

  it('spots a permission rule written as a matcher and offers the tool name', () => {
    const lint = lintMatcher('Bash(git *)', 'PreToolUse');
    expect(lint.reading.kind).toBe('regex');
    const warning = lint.warnings[0];
    expect(warning).toEqual({ code: 'permission-syntax', rule: 'Bash(git *)', tool: 'Bash' });
    expect(fixMatcher('Bash(git *)', warning!)).toBe('Bash');
  });

  it('spots a known tool name in the wrong case and fixes only that name', () => {
    const lint = lintMatcher('bash|Write', 'PostToolUse');
    expect(lint.warnings).toEqual([{ code: 'case', written: 'bash', expected: 'Bash' }]);
    expect(fixMatcher('bash|Write', lint.warnings[0]!)).toBe('Bash|Write');
  });

  it('warns about a comma list only where commas do not separate names', () => {
    expect(lintMatcher('a, b', 'SessionStart').warnings).toEqual([]);
    const lint = lintMatcher('.env, package.json', 'FileChanged');
    expect(lint.warnings).toEqual([{ code: 'comma-list' }]);
    expect(fixMatcher('.env, package.json', lint.warnings[0]!)).toBe('.env|package.json');
  });

  it('agrees with the services on how every event reads a matcher and on its traps', () => {
    const corpus = [
      'Bash',
      'bash',
      'Bash(git *)',
      'a, b',
      'Wr.te',
      '[',
      'Edit|write',
      'mcp__x__.*',
      '*',
      '',
    ];
    for (const event of CLAUDE_EVENT_NAMES) {
      for (const matcher of corpus) {
        const compiled = compileMatcher(matcher, event);
        const lint = lintMatcher(matcher, event);
        const kind = compiled.ignored ? 'ignored' : compiled.kind;
        expect({ event, matcher, kind: lint.reading.kind }).toEqual({ event, matcher, kind });
        const theirs = matcherTraps(compiled, event)
          .map((trap) => trap.key)
          .sort();
        const ours = lint.warnings
          .filter((warning) => warning.code !== 'invalid-regex')
          .map((warning) => `note.matcher-${warning.code}`)
          .sort();
        expect({ event, matcher, traps: ours }).toEqual({ event, matcher, traps: theirs });
      }
    }
  });
});
