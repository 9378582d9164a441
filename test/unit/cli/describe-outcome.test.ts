import { describe, expect, it } from 'vitest';

import { describeOutcome } from '../../../electron/cli/commands/run';
import { makeOutcome } from '../renderer/features/bench/state/bench-fixtures';
import { runFacts, runOutcome } from '../runner/hook-fixtures';
import { codedText } from '../../../shared/i18n/coded-text';

describe('hookyard run, in words', () => {
  it('prints why a hook could not start with its fix, and unreadable output, in English', () => {
    const spawnFailed = runFacts({
      label: 'guard.sh',
      status: 'spawn-failed',
      exitCode: null,
      spawnError: {
        code: 'EACCES',
        message: codedText('run.start-not-executable', { program: './guard.sh' }),
        fix: codedText('run.fix-make-executable', { program: './guard.sh' }),
      },
    });
    const badJson = runFacts({ label: 'lint.sh', stdout: '{ nope' });
    const outcome = makeOutcome({
      hooks: [
        runOutcome(spawnFailed, null),
        runOutcome(badJson, null, [codedText('run.claude-not-json', { message: 'Bad JSON' })]),
      ],
    });
    const lines = describeOutcome(outcome);
    expect(lines).toContain(
      '    ./guard.sh is not executable (permission denied). Run `chmod +x ./guard.sh`, or run it through an interpreter, e.g. `["bash", "./guard.sh"]`.',
    );
    expect(lines).toContain(
      '    output problem: stdout starts with `{` but is not valid JSON: Bad JSON',
    );
  });

  it('prints a cancelled request without a fix', () => {
    const cancelled = runFacts({
      label: 'http://127.0.0.1:9/hook',
      status: 'cancelled',
      exitCode: null,
      spawnError: { code: 'cancelled', message: codedText('run.http-cancelled'), fix: null },
    });
    const lines = describeOutcome(makeOutcome({ hooks: [runOutcome(cancelled, null)] }));
    expect(lines).toContain('    The request was cancelled.');
  });

  it('prints why a hook was skipped in English words', () => {
    const skipped = {
      hookId: 'h2',
      label: 'echo write-guard',
      reason: codedText('skip.matcher-does-not-select', {
        matcher: '"Write"',
        event: 'PreToolUse',
      }),
    };
    expect(describeOutcome(makeOutcome({ skipped: [skipped] }))).toContain(
      '  skipped echo write-guard: the matcher "Write" does not select this PreToolUse',
    );
  });

  it('prints a hook run’s notes in English words', () => {
    const background = {
      ...runOutcome(runFacts({ label: 'slow.sh' }), null),
      notes: [codedText('run.claude-exit-2-does-not-block', { event: 'SessionStart' })],
    };
    expect(describeOutcome(makeOutcome({ hooks: [background] }))).toContain(
      '    note: exit 2 does not block SessionStart: stderr is only shown',
    );
  });
});
