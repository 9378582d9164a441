import { describe, expect, test } from 'vitest';

import { claudeMatching } from '../../../../../electron/services/agents/claude-code/run/claude-matching';
import { claudeSamplePayload } from '../../../../../electron/services/agents/claude-code/run/claude-sample-payloads';
import { selectClaude } from '../../../../../electron/services/agents/claude-code/run/claude-select';
import type { HookRunSpec } from '../../../../../electron/services/runner/hook-spec';
import { commandSpec } from '../../../runner/hook-fixtures';
import { skipTextEn } from '../../../../../shared/i18n/skip-text';

const context = { workspace: '/w', sessionId: 's', timestamp: '2026-11-30T00:00:00.000Z' };
const bash = claudeSamplePayload('PreToolUse', context, 'bash-rm');

function withMatcher(
  matcher: string | null,
  command = `echo ${matcher}`,
  more: HookRunSpec['handler'] = { type: 'command', command },
): HookRunSpec {
  return { ...commandSpec('PreToolUse', command, '/w'), matcher, handler: more };
}

function ran(specs: HookRunSpec[], event = 'PreToolUse', payload = bash): string[] {
  return selectClaude(event, specs, payload, claudeMatching).run.map(
    (spec) => spec.matcher ?? '(none)',
  );
}

describe('selectClaude with the discovery matcher', () => {
  test('exact names are case-sensitive; regexes are unanchored; empty and * match all', () => {
    const specs = ['Bash', 'bash', 'Bas', 'Write|Bash', '^Ba', 'Wr.te', '*', ''].map((m) =>
      withMatcher(m),
    );
    expect(ran([...specs, withMatcher(null, 'echo none')])).toEqual([
      'Bash',
      'Write|Bash',
      '^Ba',
      '*',
      '',
      '(none)',
    ]);
  });

  test('an if condition must hold for the tool call', () => {
    const rm = withMatcher('Bash', 'echo rm', {
      type: 'command',
      command: 'echo rm',
      if: 'Bash(rm *)',
    });
    const echo = withMatcher('Bash', 'echo echo', {
      type: 'command',
      command: 'echo echo',
      if: 'Bash(echo *)',
    });
    const outcome = selectClaude('PreToolUse', [rm, echo], bash, claudeMatching);
    expect(outcome.run).toEqual([rm]);
    expect(skipTextEn(outcome.skipped[0]!.reason)).toBe(
      'the condition if: "Bash(echo *)" does not hold',
    );
  });

  test('a hook with if on a non-tool event is skipped', () => {
    const spec = {
      ...commandSpec('Stop', 'echo', '/w'),
      handler: { type: 'command', command: 'echo', if: 'Bash' },
    };
    const outcome = selectClaude(
      'Stop',
      [spec],
      claudeSamplePayload('Stop', context),
      claudeMatching,
    );
    expect(outcome.run).toHaveLength(0);
    expect(outcome.skipped[0]?.reason).toEqual({
      key: 'skip.if-on-non-tool-event',
      params: { event: 'Stop' },
    });
  });

  test('FileChanged matches the base name of the changed file', () => {
    const spec = { ...commandSpec('FileChanged', 'echo', '/w'), matcher: 'watched.txt' };
    expect(
      selectClaude(
        'FileChanged',
        [spec],
        claudeSamplePayload('FileChanged', context),
        claudeMatching,
      ).run,
    ).toHaveLength(1);
  });

  test('the matcher is ignored on events without a matcher field', () => {
    const spec = { ...commandSpec('Stop', 'echo', '/w'), matcher: 'Nothing' };
    expect(
      selectClaude('Stop', [spec], claudeSamplePayload('Stop', context), claudeMatching).run,
    ).toHaveLength(1);
  });

  test('the same command with different args is not a duplicate', () => {
    const a = {
      ...commandSpec('PreToolUse', 'node', '/w'),
      handler: { type: 'command', command: 'node', args: ['a.js'] },
    };
    const b = {
      ...commandSpec('PreToolUse', 'node', '/w'),
      handler: { type: 'command', command: 'node', args: ['b.js'] },
    };
    expect(
      selectClaude('PreToolUse', [a, b, { ...a, id: 'again' }], bash, claudeMatching).run,
    ).toEqual([a, b]);
  });
});
