import { describe, expect, it } from 'vitest';

import {
  appendOutput,
  type LiveOutput,
} from '../../../../../../renderer/features/bench/state/bench-output';

const chunk = (hookId: string, stream: 'stdout' | 'stderr', text: string) => ({
  hookId,
  stream,
  text,
});

describe('live output of a bench run', () => {
  it('adds hooks in the order they first print and leaves the list it was given alone', () => {
    const empty: LiveOutput[] = [];
    const one = appendOutput(empty, chunk('b', 'stdout', 'x'));
    const two = appendOutput(one, chunk('a', 'stdout', 'y'));
    expect(empty).toEqual([]);
    expect(one.map((output) => output.hookId)).toEqual(['b']);
    expect(two.map((output) => output.hookId)).toEqual(['b', 'a']);
  });

  it('cuts a hook that floods past the limit, marks it, and ignores what comes after', () => {
    let outputs = appendOutput([], chunk('a', 'stdout', '12345'), 8);
    outputs = appendOutput(outputs, chunk('a', 'stderr', 'abcdef'), 8);
    outputs = appendOutput(outputs, chunk('a', 'stderr', 'more'), 8);
    outputs = appendOutput(outputs, chunk('b', 'stdout', 'ok'), 8);
    expect(outputs).toEqual([
      {
        hookId: 'a',
        chunks: [
          { stream: 'stdout', text: '12345' },
          { stream: 'stderr', text: 'abc' },
        ],
        size: 8,
        clipped: true,
      },
      { hookId: 'b', chunks: [{ stream: 'stdout', text: 'ok' }], size: 2, clipped: false },
    ]);
  });
});
