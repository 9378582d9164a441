import { describe, expect, it } from 'vitest';

import { crashVerdict } from '../../../shared/guards/crash-verdict';
import type { GuardReport } from '../../../shared/guards/guard-report';
import type { EventOutcome } from '../../../shared/schemas/run';

const report = (outcome: 'open' | 'closed'): GuardReport => ({
  subject: 'tool',
  lines: [{ mode: 'timeout', outcome, checkedOn: null, byFix: false }],
  fix: null,
});
const DRILL = { mode: 'timeout', standIn: 'sleep 30', timeoutSec: 1 } as const;
const run = (kind: EventOutcome['verdict']['kind'], hooks = 1) =>
  ({ hooks: Array.from({ length: hooks }, () => ({})), verdict: { kind } }) as EventOutcome;

describe('the verdict of a crash run', () => {
  it('reads blocked and run-stopped as closed, anything else as open', () => {
    expect(crashVerdict(run('blocked'), DRILL, report('closed'), null).outcome).toBe('closed');
    expect(crashVerdict(run('run-stopped'), DRILL, report('closed'), null).outcome).toBe('closed');
    expect(crashVerdict(run('no-change'), DRILL, report('open'), null).outcome).toBe('open');
  });

  it('says when the run disagrees with the report (a report that would be wrong)', () => {
    const verdict = crashVerdict(run('no-change'), DRILL, report('closed'), '2.1.328');
    expect(verdict).toMatchObject({ outcome: 'open', reported: 'closed', agrees: false });
  });

  it('has no outcome when the guard did not run for the payload', () => {
    const verdict = crashVerdict(run('not-run', 0), DRILL, report('open'), null);
    expect(verdict).toMatchObject({ outcome: null, agrees: false });
  });
});
