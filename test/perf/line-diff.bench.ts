import { describe, expect, test } from 'vitest';

import { diffLines, diffStats } from '../../renderer/features/manage/model/line-diff';
import { figure, median } from './bench-report';

// What the Changes and editor diff views pay for one diff (jsdiff's Myers diff behind
// diffLines), on the shapes they meet: a few edits to a long file, a file reworked throughout
// (near the MAX_EDITS cap) and a file replaced wholesale (past it). Each checks the diff first:
// minimal where the cap allows, so a faster but worse diff cannot pass as a gain.
const RUNS = 5;

const numbered = (count: number, prefix: string): string => {
  return Array.from({ length: count }, (_, index) => `${prefix} ${index}`).join('\n');
};

function measure(name: string, before: string, after: string, changed: number): void {
  expect(diffStats(diffLines(before, after))).toEqual({ added: changed, removed: changed });
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const start = performance.now();
    diffLines(before, after);
    times.push(performance.now() - start);
  }
  figure(`line diff ${name}`, median(times), 'ms');
}

const editEvery = (text: string, every: number): string =>
  text
    .split('\n')
    .map((line, index) => (index % every === 0 ? `${line} edited` : line))
    .join('\n');

describe('line diff', () => {
  test('a few edits to a long file, the first and nearly the last line among them', () => {
    const file = numbered(3000, 'line');
    measure('3000 lines, 10 edits', file, editEvery(file, 300), 10);
  });

  test('a file reworked throughout', () => {
    const file = numbered(1500, 'line');
    measure('1500 lines, every third changed', file, editEvery(file, 3), 500);
  });

  test('a file replaced wholesale (past the cap: removed then added)', () => {
    measure('2500 lines replaced', numbered(2500, 'old'), numbered(2500, 'new'), 2500);
  });
});
