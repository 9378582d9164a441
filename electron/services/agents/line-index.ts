import type { HookEntry } from '../../../shared/schemas/hook';

type SourcePosition = NonNullable<HookEntry['position']>;

/**
 * Turns character offsets into 1-based line/column positions. Built once per file, so a file
 * with many hooks costs one scan plus a binary search per position.
 */
export function lineIndex(text: string): (offset: number) => SourcePosition {
  const starts = [0];
  for (let index = text.indexOf('\n'); index !== -1; index = text.indexOf('\n', index + 1)) {
    starts.push(index + 1);
  }
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (starts[low] ?? 0) + 1 };
  };
}
