import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { formatSuite } from '../../../electron/services/replay/suite-file';
import type { SuiteCase } from '../../../shared/schemas/replay';
import { runHookyard } from '../../helpers/hookyard-cli';
import { createTempHome, type TempHome } from '../../helpers/temp-home';

// The built `hookyard test` as CI runs it (needs `npx electron-vite build` first), with its own
// HOME and data folder, against a workspace with one Claude Code hook and one Cline hook.
describe('hookyard test', () => {
  let temp: TempHome;
  let workspace: string;

  const claudeCase = (command: string, verdict: string, reason?: string): SuiteCase => ({
    name: `Bash ${command}`,
    agent: 'claude-code',
    event: 'PreToolUse',
    payload: {
      session_id: 's1',
      cwd: '${WORKSPACE}',
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command },
    },
    expected: { verdict, ...(reason ? { reason } : {}) },
  });
  const clineCase: SuiteCase = {
    name: 'Cline read_files gets context',
    agent: 'cline-cli',
    event: 'PreToolUse',
    hooks: ['.clinerules/hooks/PreToolUse'],
    payload: {
      hookName: 'tool_call',
      workspaceRoots: ['${WORKSPACE}'],
      tool_call: { id: 't1', name: 'read_files', input: { files: [{ path: 'README.txt' }] } },
    },
    expected: { verdict: 'context-added', context: 'read carefully' },
  };

  const writeSuite = (name: string, cases: SuiteCase[]) =>
    temp.write(`ws/app/.hookyard/tests/${name}.json`, formatSuite({ version: 1, cases }));

  const hookyard = (args: string[]) =>
    runHookyard(['test', ...args, '--data-dir', temp.dataDir], { home: temp.home });

  beforeEach(async () => {
    temp = await createTempHome();
    workspace = await temp.mkdir('ws/app');
    await temp.write(
      'ws/app/.claude/settings.json',
      JSON.stringify({
        hooks: {
          PreToolUse: [
            {
              matcher: 'Bash',
              hooks: [
                {
                  type: 'command',
                  command: 'grep -q curl && { echo "no network" >&2; exit 2; }; exit 0',
                },
              ],
            },
          ],
        },
      }),
    );
    await temp.write(
      'ws/app/.clinerules/hooks/PreToolUse',
      '#!/bin/sh\ncat >/dev/null\nprintf \'{"context": "read carefully"}\'\n',
      0o755,
    );
  });
  afterEach(() => temp.cleanup());

  it('exits 0 and prints every case when the suites pass', async () => {
    await writeSuite('guard', [
      claudeCase('curl https://example.com', 'blocked', 'no network'),
      claudeCase('ls', 'no-change'),
      clineCase,
    ]);
    const result = hookyard(['--workspace', workspace, '--trust']);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      [
        'guard  (.hookyard/tests/guard.json)',
        '  ok    Bash curl https://example.com  →  blocked',
        '  ok    Bash ls  →  no-change',
        '  ok    Cline read_files gets context  →  context-added',
        '  3 passed, 0 failed',
        '',
      ].join('\n'),
    );
  });

  it('exits 1 with a readable diff when a verdict changed', async () => {
    await writeSuite('guard', [claudeCase('curl x', 'blocked', 'no network')]);
    await writeSuite('regress', [
      claudeCase('ls', 'blocked', 'ls is not allowed'),
      { ...clineCase, expected: { verdict: 'context-added', context: 'something else' } },
    ]);
    const result = hookyard(['--workspace', workspace, '--trust']);
    expect(result.status).toBe(1);
    expect(result.stdout).toContain('  1 passed, 0 failed');
    expect(result.stdout).toContain(
      [
        'regress  (.hookyard/tests/regress.json)',
        '  FAIL  Bash ls  [1 hook ran]',
        '      - verdict  blocked',
        '      + verdict  no-change',
        '      - reason   "ls is not allowed"',
        '      + reason   (none)',
        '  FAIL  Cline read_files gets context  [1 hook ran]',
        '      - context  "something else"',
        '      + context  "read carefully"',
        '  0 passed, 2 failed',
      ].join('\n'),
    );
    const json = hookyard(['--workspace', workspace, '--trust', '--suite', 'regress', '--json']);
    expect(json.status).toBe(1);
    const parsed = JSON.parse(json.stdout);
    expect(parsed.suites[0].run.cases[0]).toMatchObject({
      entryId: 'regress#1',
      then: { verdictKind: 'blocked' },
      now: { verdictKind: 'no-change' },
      differs: ['verdict'],
    });
  });

  it('exits 2 for a broken suite file, a missing suite, untrusted hooks or bad usage', async () => {
    await temp.write('ws/app/.hookyard/tests/broken.json', '{"version": 1, "cases": [{}]}');
    const broken = hookyard(['--workspace', workspace, '--trust']);
    expect(broken.status).toBe(2);
    expect(broken.stderr).toContain('broken.json is not a Hookyard suite at cases.0.name');
    await fs.rm(path.join(workspace, '.hookyard/tests/broken.json'));

    expect(hookyard(['--workspace', workspace]).status).toBe(2);
    await writeSuite('guard', [claudeCase('ls', 'no-change')]);
    const untrusted = hookyard(['--workspace', workspace]);
    expect(untrusted.status).toBe(2);
    expect(untrusted.stderr).toContain('--trust');
    expect(hookyard(['--workspace', workspace, '--suite', 'nope', '--trust']).status).toBe(2);
    expect(hookyard(['--workspace', workspace, '--suite', '../x', '--trust']).status).toBe(2);
    expect(hookyard(['--workspace', workspace, '--bogus']).status).toBe(2);
  });
});
