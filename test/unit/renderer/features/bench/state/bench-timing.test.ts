import { describe, expect, it } from 'vitest';

import {
  applyProgress,
  elapsedOf,
} from '../../../../../../renderer/features/bench/state/bench-timing';

const started = (hookId: string, timeoutMs: number | null = 60_000) => ({
  hookId,
  phase: 'started' as const,
  timeoutMs,
  elapsedMs: 0,
});

describe('bench timings', () => {
  it('counts a hook from when the page heard it start until the runner says what it took', () => {
    const one = applyProgress([], started('a'), 1_000);
    expect(elapsedOf(one[0]!, 4_200)).toBe(3_200);
    const done = applyProgress(
      one,
      { ...started('a'), phase: 'finished', elapsedMs: 2_950 },
      9_000,
    );
    expect(elapsedOf(done[0]!, 20_000)).toBe(2_950);
    expect(one[0]?.elapsedMs).toBeNull();
  });

  it('keeps the hooks in the order they started, and a repeated start changes nothing', () => {
    const two = applyProgress(applyProgress([], started('a'), 0), started('b', null), 5);
    expect(applyProgress(two, started('a'), 99)).toEqual(two);
    expect(two.map((timing) => [timing.hookId, timing.timeoutMs])).toEqual([
      ['a', 60_000],
      ['b', null],
    ]);
  });

  it('shows a hook whose start it missed once it finishes, and never a negative time', () => {
    const late = applyProgress([], { ...started('c'), phase: 'finished', elapsedMs: 12 }, 50);
    expect(late).toEqual([{ hookId: 'c', timeoutMs: 60_000, startedAt: 50, elapsedMs: 12 }]);
    expect(elapsedOf({ ...late[0]!, elapsedMs: null }, 10)).toBe(0);
  });
});
