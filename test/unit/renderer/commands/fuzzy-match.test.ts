import { describe, expect, it } from 'vitest';

import { fuzzyMatch } from '../../../../renderer/commands/fuzzy-match';

describe('fuzzyMatch', () => {
  it('matches letters in order with gaps, and reports which ones', () => {
    expect(fuzzyMatch('ptu', 'PreToolUse')?.indices).toEqual([0, 3, 7]);
    expect(fuzzyMatch('upt', 'PreToolUse')).toBeNull();
  });

  it('ignores case and lets the words of a query match in any order', () => {
    expect(fuzzyMatch('WORK add', 'Add workspace')).not.toBeNull();
    expect(fuzzyMatch('add zzz', 'Add workspace')).toBeNull();
  });

  it('scores word starts and runs above scattered letters', () => {
    const start = fuzzyMatch('tool', 'PreToolUse')?.score ?? 0;
    const scattered = fuzzyMatch('tool', 'the cool stool')?.score ?? 0;
    const prefix = fuzzyMatch('pre', 'PreToolUse')?.score ?? 0;
    const middle = fuzzyMatch('pre', 'compress')?.score ?? 0;
    expect(start).toBeGreaterThan(scattered);
    expect(prefix).toBeGreaterThan(middle);
  });

  it('matches Chinese text character by character', () => {
    expect(fuzzyMatch('工作区', '添加工作区')?.indices).toEqual([2, 3, 4]);
  });

  it('matches everything with an empty query', () => {
    expect(fuzzyMatch('  ', 'anything')).toEqual({ score: 0, indices: [] });
  });
});
