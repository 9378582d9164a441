import { describe, expect, it } from 'vitest';

import { formatSuite, parseSuite } from '../../../electron/services/replay/suite-file';
import { judgeSuiteCase } from '../../../electron/services/replay/suite-plan';
import type { ReplayCase, SuiteCase } from '../../../shared/schemas/replay';

const entry: SuiteCase = {
  name: 'blocks curl',
  agent: 'claude-code',
  event: 'PreToolUse',
  payload: { tool_name: 'Bash', cwd: '${WORKSPACE}', tool_input: { command: 'curl x' } },
  expected: { verdict: 'blocked', reason: 'no network' },
};

const replayed = (now: Partial<ReplayCase['now']>): ReplayCase => ({
  entryId: 'suite#1',
  agent: 'claude-code',
  event: 'PreToolUse',
  toolName: 'Bash',
  translated: false,
  hookIds: ['h'],
  then: null,
  now: {
    verdictKind: 'blocked',
    reason: 'no network',
    exitCode: 0,
    stdout: '',
    stderr: '',
    context: null,
    rewrittenInput: null,
    durationMs: 3,
    ...now,
  },
  differs: [],
});

describe('suite files', () => {
  it('are written in a stable order: same cases, same bytes, whatever order they came in', () => {
    const shuffled = {
      expected: { reason: 'no network', verdict: 'blocked' },
      payload: { tool_input: { command: 'curl x' }, cwd: '${WORKSPACE}', tool_name: 'Bash' },
      event: 'PreToolUse',
      agent: 'claude-code' as const,
      name: 'blocks curl',
    };
    const text = formatSuite({ version: 1, cases: [entry] });
    expect(formatSuite({ version: 1, cases: [shuffled] })).toBe(text);
    expect(text).toBe(`${JSON.stringify(parseSuite(text, 'x.json'), null, 2)}\n`);
    expect(text.split('\n').slice(0, 6)).toEqual([
      '{',
      '  "version": 1,',
      '  "cases": [',
      '    {',
      '      "name": "blocks curl",',
      '      "agent": "claude-code",',
    ]);
  });

  it('name the file and the place when they are not a suite', () => {
    expect(() => parseSuite('{', 'a.json')).toThrow(/a\.json is not valid JSON/);
    expect(() => parseSuite('{"version":1,"cases":[{"name":"x"}]}', 'b.json')).toThrow(
      /b\.json is not a Hookyard suite at cases\.0\.agent/,
    );
    expect(() => parseSuite('{"version":2,"cases":[]}', 'c.json')).toThrow(/at version/);
  });

  it('pass on the expected verdict and reason, and say what failed otherwise', () => {
    expect(judgeSuiteCase(entry, replayed({})).differs).toEqual([]);
    expect(
      judgeSuiteCase(entry, replayed({ verdictKind: 'no-change', reason: null })).differs,
    ).toEqual(['verdict']);
    expect(judgeSuiteCase(entry, replayed({ reason: 'other words' })).differs).toEqual(['verdict']);
    // No expected reason: any reason passes; an expected context must match.
    const loose = { ...entry, expected: { verdict: 'blocked', context: 'ctx' } };
    expect(judgeSuiteCase(loose, replayed({ reason: 'x', context: 'ctx' })).differs).toEqual([]);
    expect(judgeSuiteCase(loose, replayed({ context: null })).differs).toEqual(['context']);
  });
});
