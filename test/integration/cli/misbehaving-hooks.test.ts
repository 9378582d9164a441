import { spawnSync } from 'node:child_process';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import type { EventOutcome } from '../../../shared/schemas/run';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';
import { countMarked, killMarked, newMarker } from '../../unit/runner/hook-fixtures';

const BIN = path.resolve(__dirname, '../../../bin/hookyard.js');

/**
 * Hooks that misbehave in every way a process can, at user level. Each one exports the test's
 * marker first, so every process it starts (in its group or not) carries it in its environment.
 */
function misbehaving(marker: string) {
  const tagged = (command: string) => `export HOOKYARD_TEST_MARK=${marker}; ${command}`;
  return {
    hangs: { type: 'command', command: tagged('sleep 299'), timeout: 1 },
    forks: {
      type: 'command',
      command: tagged(
        'for i in $(seq 60); do (sleep 300 &); done; ' +
          'for i in $(seq 20); do setsid sleep 300 > /dev/null 2>&1 < /dev/null & done; echo forked',
      ),
    },
    garbage: { type: 'command', command: tagged('head -c 4000 /dev/urandom; printf "\\033[2J"') },
    gigabyte: { type: 'command', command: tagged('head -c 1G /dev/zero') },
    segfaults: { type: 'command', command: tagged('kill -SEGV $$') },
  };
}

function hookOf(outcome: EventOutcome, word: string) {
  const hook = outcome.hooks.find((candidate) => candidate.label.includes(word));
  if (!hook) throw new Error(`no hook run for ${word}`);
  return hook;
}

describe('hooks that hang, fork, flood, print garbage or die by a signal', () => {
  let temp: TempHome;
  let marker: string;

  beforeEach(async () => {
    temp = await createTempHome();
    marker = newMarker();
    const hooks = Object.values(misbehaving(marker));
    await temp.write(
      'home/.claude/settings.json',
      JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks }] } }),
    );
  });
  afterEach(async () => {
    killMarked(marker);
    await temp.cleanup();
  });

  /** What is left of the test's hooks; printed, so that the run's log shows the figure. */
  const leftovers = (where: string) => {
    const count = countMarked(marker);
    console.log(`leftover processes after ${where}: ${count}`);
    return count;
  };

  it('`hookyard run` says how each ended, prints no control bytes, and leaves nothing running', () => {
    const result = spawnSync(
      process.execPath,
      [BIN, 'run', '--agent', 'claude-code', '--event', 'PreToolUse', '--data-dir', temp.dataDir],
      { env: { PATH: process.env.PATH, HOME: temp.home }, encoding: 'utf8', timeout: 60_000 },
    );
    const left = leftovers('hookyard run');
    expect(result.status, result.stderr).toBe(0);
    const lines = result.stdout.split('\n');
    const lineOf = (word: string) => lines.find((line) => line.includes(word)) ?? '';
    expect(lineOf('sleep 299')).toContain('timed out after 1000 ms');
    expect(lineOf('echo forked')).toContain('leftover processes killed');
    expect(lineOf('kill -SEGV')).toContain('killed by SIGSEGV');
    expect(result.stdout).toContain('not UTF-8 text');
    expect(result.stdout).toContain('over the output cap');
    // Nothing a hook printed may reach the terminal as a control sequence (colours, clear screen).
    expect(result.stdout).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f]/);
    expect(left).toBe(0);
  }, 60_000);

  it('the bench reports each ending and leaves nothing running', async () => {
    let services: AppServices | null = null;
    try {
      services = await createTestServices(temp);
      const scope = { kind: 'user' } as const;
      const args = { scope, agent: 'claude-code', event: 'PreToolUse' } as const;
      const payload = await services.bench.samplePayload({ ...args, preset: 'bash-rm' });
      const outcome = await services.bench.run({ ...args, runId: 'misbehaving', payload });
      const left = leftovers('the bench');
      expect(hookOf(outcome, 'sleep 299')).toMatchObject({ status: 'timed-out', timedOut: true });
      expect(hookOf(outcome, 'echo forked')).toMatchObject({ exitCode: 0, leftoversKilled: true });
      expect(hookOf(outcome, 'kill -SEGV')).toMatchObject({ exitCode: null, signal: 'SIGSEGV' });
      expect(hookOf(outcome, 'urandom').stdout.rawBase64).not.toBeNull();
      expect(hookOf(outcome, '1G').stdout).toMatchObject({
        truncated: true,
        totalBytes: 1024 ** 3,
      });
      expect(outcome.verdict.sentence).toContain('more than the output cap');
      expect(left).toBe(0);
    } finally {
      await services?.dispose();
    }
  }, 60_000);
});
