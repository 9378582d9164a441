import { describe, expect, it } from 'vitest';

import { crashVerdict } from '../../../shared/guards/crash-verdict';
import type { GuardReport } from '../../../shared/guards/guard-report';
import type { EventOutcome } from '../../../shared/schemas/run';

const report = (outcome: 'open' | 'closed'): GuardReport => ({
  subject: 'tool',
  lines: [{ mode: 'timeout', outcome, checkedOn: null, byFix: false }],
  fix: null,
});
const run = (kind: EventOutcome['verdict']['kind'], hooks = 1) =>
  ({ hooks: Array.from({ length: hooks }, () => ({})), verdict: { kind } }) as EventOutcome;

describe('the verdict of a crash run', () => {
  it('reads blocked and run-stopped as closed, anything else as open', () => {
    expect(crashVerdict(run('blocked'), 'timeout', report('closed'), null, 1).outcome).toBe(
      'closed',
    );
    expect(crashVerdict(run('run-stopped'), 'timeout', report('closed'), null, 1).outcome).toBe(
      'closed',
    );
    expect(crashVerdict(run('no-change'), 'timeout', report('open'), null, 1).outcome).toBe('open');
  });

  it('says when the run disagrees with the report (a report that would be wrong)', () => {
    const verdict = crashVerdict(run('no-change'), 'timeout', report('closed'), '2.1.328', 1);
    expect(verdict).toMatchObject({ outcome: 'open', reported: 'closed', agrees: false });
  });

  it('has no outcome when the guard did not run for the payload', () => {
    const verdict = crashVerdict(run('not-run', 0), 'timeout', report('open'), null, 1);
    expect(verdict).toMatchObject({ outcome: null, agrees: false });
  });
});
