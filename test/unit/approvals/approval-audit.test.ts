import { describe, expect, test } from 'vitest';

import { HistoryBatcher } from '../../../electron/services/approvals/approval-audit';
import type { HistoryEntryInput } from '../../../shared/schemas/history';

const entry = (n: number): HistoryEntryInput => ({
  ts: new Date(n).toISOString(),
  kind: 'decision',
  source: 'approvals',
  agent: 'claude-code',
  workspace: null,
  sessionId: null,
  event: 'PreToolUse',
  tool: 'Bash',
  hook: null,
  outcome: 'allow',
  durationMs: 0,
  payload: {},
  output: null,
  meta: { n },
});

function batcher() {
  const appends: number[][] = [];
  const errors: unknown[] = [];
  const built: number[] = [];
  const audit = new HistoryBatcher({
    entryOf: (n: number) => {
      built.push(n);
      return entry(n);
    },
    append: (entries) => {
      if (entries.some((each) => each.meta?.['n'] === -1)) throw new Error('disk full');
      appends.push(entries.map((each) => each.meta?.['n'] as number));
    },
    onError: (error) => errors.push(error),
  });
  return { audit, appends, errors, built };
}

describe('the approvals audit batcher', () => {
  test('writes nothing during a burst, then every entry once, in order, in slices of 25', async () => {
    const { audit, appends, built } = batcher();
    for (let n = 0; n < 250; n++) audit.add(n);
    // The burst is answered first: nothing is built or written in the turn that decided it.
    await new Promise((resolve) => setImmediate(resolve));
    expect(built).toEqual([]);
    expect(appends).toEqual([]);
    await expect.poll(() => appends.flat().length).toBe(250);
    expect(appends.map((slice) => slice.length)).toEqual([...Array(10).fill(25)]);
    expect(appends.flat()).toEqual([...Array(250).keys()]);
  });

  test('flush writes what is collected at once; a failing append is reported, not thrown', () => {
    const { audit, appends, errors } = batcher();
    audit.add(1);
    audit.add(-1);
    audit.flush();
    expect(appends).toEqual([]);
    expect(errors).toHaveLength(1);
    audit.add(2);
    audit.flush();
    expect(appends).toEqual([[2]]);
  });
});
