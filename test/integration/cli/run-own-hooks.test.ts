import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

const BIN = path.resolve(__dirname, '../../../bin/hookyard.js');

// `hookyard run` over a user level where Hookyard's recorder is installed next to a user hook.
describe('hookyard run with the recorder installed', () => {
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

  const run = (...extra: string[]) =>
    spawnSync(
      process.execPath,
      [BIN, 'run', '--agent', 'claude-code', '--event', 'PreToolUse', '--json', ...extra],
      {
        env: { PATH: process.env.PATH, HOME: temp.home, HOOKYARD_DATA_DIR: temp.dataDir },
        encoding: 'utf8',
      },
    );
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
});
