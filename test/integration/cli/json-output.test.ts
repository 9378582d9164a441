import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { formatSuite } from '../../../electron/services/replay/suite-file';
import { runHookyard } from '../../helpers/hookyard-cli';
import { createTempHome, type TempHome } from '../../helpers/temp-home';

// Scripts read `--json` output from stdout: when a command cannot do its work, stdout must still
// hold one JSON document saying why (the words go to stderr as before).
describe('hookyard --json when the command cannot do its work', () => {
  let temp: TempHome;
  let workspace: string;

  beforeEach(async () => {
    temp = await createTempHome();
    workspace = await temp.mkdir('ws/app');
    await temp.write(
      'ws/app/.claude/settings.json',
      JSON.stringify({
        hooks: {
          PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: 'exit 0' }] }],
        },
      }),
    );
  });
  afterEach(() => temp.cleanup());

  const hookyard = (args: string[]) =>
    runHookyard([...args, '--json', '--data-dir', temp.dataDir], { home: temp.home });

  const errorOf = (stdout: string) => (JSON.parse(stdout) as { error: { code: string } }).error;

  it('test: the consent it needs, as JSON on stdout', async () => {
    await temp.write(
      'ws/app/.hookyard/tests/guard.json',
      formatSuite({
        version: 1,
        cases: [
          {
            name: 'ls',
            agent: 'claude-code',
            event: 'PreToolUse',
            payload: {
              hook_event_name: 'PreToolUse',
              tool_name: 'Bash',
              tool_input: { command: 'ls' },
            },
            expected: { verdict: 'no-change' },
          },
        ],
      }),
    );
    const result = hookyard(['test', '--workspace', workspace]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('--trust');
    expect(errorOf(result.stdout)).toMatchObject({
      code: 'untrusted',
      hint: expect.stringContaining('--trust'),
    });
  });

  it('test: no suites, as JSON on stdout', () => {
    const result = hookyard(['test', '--workspace', workspace]);
    expect(result.status).toBe(2);
    expect(errorOf(result.stdout)).toMatchObject({
      code: 'not-found',
      message: expect.stringContaining('No suites in'),
    });
  });

  it('run: untrusted hooks and a missing workspace, as JSON on stdout', () => {
    const untrusted = hookyard([
      'run',
      '--agent',
      'claude-code',
      '--event',
      'PreToolUse',
      '--workspace',
      workspace,
    ]);
    expect(untrusted.status).toBe(1);
    expect(errorOf(untrusted.stdout).code).toBe('untrusted');
    const missing = path.join(temp.root, 'gone');
    const gone = hookyard([
      'run',
      '--agent',
      'claude-code',
      '--event',
      'PreToolUse',
      '--workspace',
      missing,
    ]);
    expect(gone.status).toBe(2);
    expect(gone.stderr).toContain(`Not a folder: ${missing}`);
    expect(errorOf(gone.stdout).code).toBe('not-found');
  });

  it('list: a missing workspace, as JSON on stdout', () => {
    const result = hookyard(['list', '--workspace', path.join(temp.root, 'gone')]);
    expect(result.status).toBe(2);
    expect(errorOf(result.stdout).code).toBe('not-found');
  });
});
