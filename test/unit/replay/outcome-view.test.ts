import { describe, expect, it } from 'vitest';

import { differences } from '../../../electron/services/replay/outcome-view';
import { forEachBounded } from '../../../electron/services/replay/replay-executor';
import type { ReplayOutcomeView } from '../../../shared/schemas/replay';

const view = (overrides: Partial<ReplayOutcomeView> = {}): ReplayOutcomeView => ({
  verdictKind: 'blocked',
  reason: 'no',
  exitCode: 2,
  stdout: '',
  stderr: 'no\n',
  context: null,
  rewrittenInput: null,
  durationMs: 40,
  ...overrides,
});

describe('then versus now', () => {
  it('lists exactly the aspects that differ', () => {
    expect(differences(view(), view(), false)).toEqual([]);
    expect(differences(null, view(), false)).toEqual([]);
    expect(
      differences(
        view(),
        view({
          verdictKind: 'input-rewritten',
          exitCode: 0,
          stderr: '',
          stdout: '{}',
          rewrittenInput: { command: 'ls' },
        }),
        false,
      ),
    ).toEqual(['verdict', 'output', 'exitCode', 'rewrittenInput']);
    expect(differences(view(), view({ context: 'ctx' }), false)).toEqual(['context']);
  });

  it('compares a then the permission settings decided by whether the tool runs', () => {
    const bySettings = view({
      verdictKind: 'allowed',
      reason: null,
      exitCode: null,
      stderr: '',
      durationMs: null,
      outputRecorded: false,
      decidedBy: 'settings',
      toolRan: true,
    });
    // A hook with no opinion leaves the call to the same permission check: nothing differs.
    expect(
      differences(bySettings, view({ verdictKind: 'no-change', reason: null }), false),
    ).toEqual([]);
    expect(differences(bySettings, view(), false)).toEqual(['verdict']);
  });

  it('counts a duration only when it changed a lot, not by process start-up noise', () => {
    expect(differences(view({ durationMs: 40 }), view({ durationMs: 200 }), false)).toEqual([]);
    expect(differences(view({ durationMs: 40 }), view({ durationMs: 2_000 }), false)).toEqual([
      'duration',
    ]);
    expect(differences(view({ durationMs: 900 }), view({ durationMs: 1_400 }), false)).toEqual([]);
  });

  it('compares translated cases by meaning: deny equals cancel, dialect output is not compared', () => {
    const cancel = view({ verdictKind: 'run-stopped', stdout: '{"cancel":true}', exitCode: 0 });
    expect(differences(view(), cancel, true)).toEqual([]);
    expect(differences(view(), view({ verdictKind: 'no-change' }), true)).toEqual(['verdict']);
  });
});

describe('bounded parallelism', () => {
  it('never runs more than the limit at once, keeps input order, and reports each one done', async () => {
    let running = 0;
    let most = 0;
    const done: number[] = [];
    const results = await forEachBounded(
      Array.from({ length: 10 }, (_, index) => index),
      { parallelism: 3, signal: new AbortController().signal, onDone: (count) => done.push(count) },
      async (item) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, (item % 3) * 5));
        running--;
        return item * 2;
      },
    );
    expect(results).toEqual(Array.from({ length: 10 }, (_, index) => index * 2));
    expect(most).toBe(3);
    expect(done).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('starts nothing more once cancelled', async () => {
    const controller = new AbortController();
    const started: number[] = [];
    const work = forEachBounded(
      [1, 2, 3, 4],
      { parallelism: 1, signal: controller.signal },
      async (item) => {
        started.push(item);
        if (item === 2) controller.abort();
      },
    );
    await expect(work).rejects.toThrow();
    expect(started).toEqual([1, 2]);
  });
});
