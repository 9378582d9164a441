import fs from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { formatSuite } from '../../../electron/services/replay/suite-file';
import { runHookyard } from '../../helpers/hookyard-cli';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// `hookyard run`, `test` and `list` over a user level where Hookyard's recorder is next to a user hook.
describe('the CLI with the recorder installed', () => {
  let temp: TempHome;
  let spool: string;

  beforeEach(async () => {
    temp = await createTempHome();
    spool = path.join(temp.dataDir, 'spool');
    await temp.write(
      'home/.claude/settings.json',
      JSON.stringify({
        hooks: {
          PreToolUse: [{ hooks: [{ type: 'command', command: 'echo "mine ran" >&2; exit 2' }] }],
        },
      }),
    );
    const services = await createTestServices(temp);
    try {
      await services.recorder.install({ agent: 'claude-code', scope: { kind: 'user' } });
    } finally {
      await services.dispose();
    }
  });
  afterEach(() => temp.cleanup());

  const hookyard = (...args: string[]) =>
    runHookyard(args, { home: temp.home, dataDir: temp.dataDir });
  const run = (...extra: string[]) =>
    hookyard('run', '--agent', 'claude-code', '--event', 'PreToolUse', '--json', ...extra);
  const spoolFiles = () => (fs.existsSync(spool) ? fs.readdirSync(spool) : []);

  it('runs the user hook, leaves the recorder out and the spool unchanged', () => {
    const result = run();
    expect(result.status, result.stderr).toBe(0);
    const outcome = JSON.parse(result.stdout);
    expect(outcome.verdict.kind).toBe('blocked');
    expect(outcome.hooks.map((hook: { label: string }) => hook.label).join('\n')).not.toContain(
      'hookyard-record',
    );
    expect(outcome.hooks).toHaveLength(1);
    expect(spoolFiles()).toEqual([]);
  });

  it('with --include-own runs the recorder too, which does not record a run Hookyard made', () => {
    const result = run('--include-own');
    expect(result.status, result.stderr).toBe(0);
    const outcome = JSON.parse(result.stdout);
    expect(outcome.hooks).toHaveLength(2);
    expect(outcome.hooks.every((hook: { exitCode: number }) => hook.exitCode !== null)).toBe(true);
    expect(spoolFiles()).toEqual([]);
  });

  describe('hookyard test', () => {
    // One case in a workspace suite; the user-level hooks (the user's and the recorder) apply.
    const suiteRun = async (...extra: string[]) => {
      const workspace = await temp.mkdir('ws/app');
      await temp.write(
        'ws/app/.hookyard/tests/own.json',
        formatSuite({
          version: 1,
          cases: [
            {
              name: 'Bash git status',
              agent: 'claude-code',
              event: 'PreToolUse',
              payload: {
                session_id: 's1',
                cwd: '${WORKSPACE}',
                hook_event_name: 'PreToolUse',
                tool_name: 'Bash',
                tool_input: { command: 'git status' },
              },
              expected: { verdict: 'blocked' },
            },
          ],
        }),
      );
      const result = hookyard('test', '--workspace', workspace, '--json', ...extra);
      expect(result.status, result.stderr + result.stdout).toBe(0);
      const [suite] = JSON.parse(result.stdout).suites;
      return suite.run.cases[0] as { hookIds: string[]; now: { verdictKind: string } };
    };

    it('runs the suite without the recorder and leaves the spool unchanged', async () => {
      const replayed = await suiteRun();
      expect(replayed.now.verdictKind).toBe('blocked');
      expect(replayed.hookIds).toHaveLength(1);
      expect(spoolFiles()).toEqual([]);
    });

    it('with --include-own runs the recorder too, which does not record the case', async () => {
      const replayed = await suiteRun('--include-own');
      expect(replayed.hookIds).toHaveLength(2);
      expect(spoolFiles()).toEqual([]);
    });
  });

  it('lists the recorder as one line per install, and each of its hooks with --own', () => {
    const listed = hookyard('list');
    expect(listed.status, listed.stderr).toBe(0);
    const lines = listed.stdout.split('\n');
    const own = lines.filter((line) => line.includes('Hookyard recorder'));
    expect(own).toHaveLength(1);
    expect(own[0]).toMatch(
      /Hookyard recorder — \d+ events, user level {2}~\/\.claude\/settings\.json/,
    );
    // The user's hook is still listed on its own line; the recorder's are not.
    expect(lines.filter((line) => /^ {2}active/.test(line))).toHaveLength(1);

    const each = hookyard('list', '--own').stdout.split('\n');
    expect(each.filter((line) => /^ {2}active/.test(line)).length).toBeGreaterThan(10);
  });
});
