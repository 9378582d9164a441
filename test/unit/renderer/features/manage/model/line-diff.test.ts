import { describe, expect, it } from 'vitest';

import {
  compactDiff,
  diffLines,
  diffStats,
} from '../../../../../../renderer/features/manage/model/line-diff';

const render = (before: string, after: string) =>
  diffLines(before, after).map(
    (line) => `${{ same: ' ', added: '+', removed: '-' }[line.kind]}${line.text}`,
  );

describe('line diff', () => {
  it('marks a changed line as removed then added, keeping the lines around it', () => {
    expect(render('a\nb\nc\n', 'a\nB\nc\n')).toEqual([' a', '-b', '+B', ' c']);
  });

  it('finds the longest common subsequence, not just the common head and tail', () => {
    expect(render('x\na\ny\nb\nz', 'a\nq\nb')).toEqual(['-x', ' a', '-y', '+q', ' b', '-z']);
  });

  it('numbers lines on both sides', () => {
    const lines = diffLines('keep\nold\nend', 'new\nkeep\nend');
    expect(lines.map((line) => [line.kind, line.oldLine, line.newLine])).toEqual([
      ['added', null, 1],
      ['same', 1, 2],
      ['removed', 2, null],
      ['same', 3, 3],
    ]);
  });

  it('treats an empty text as no lines and ignores one final line break', () => {
    expect(render('', 'one\ntwo\n')).toEqual(['+one', '+two']);
    expect(render('same\n', 'same')).toEqual([' same']);
    expect(diffLines('', '')).toEqual([]);
  });

  it('reads Windows line breaks as line breaks', () => {
    expect(render('a\r\nb\r\n', 'a\nb\n')).toEqual([' a', ' b']);
  });

  it('stays correct (every line once, in order) when the middle is too large for the table', () => {
    const before = Array.from({ length: 2500 }, (_, i) => `old ${i}`).join('\n');
    const after = Array.from({ length: 2500 }, (_, i) => `new ${i}`).join('\n');
    const lines = diffLines(`head\n${before}\ntail`, `head\n${after}\ntail`);
    expect(diffStats(lines)).toEqual({ added: 2500, removed: 2500 });
    expect(lines[0]).toMatchObject({ kind: 'same', text: 'head' });
    expect(lines.at(-1)).toMatchObject({
      kind: 'same',
      text: 'tail',
      oldLine: 2502,
      newLine: 2502,
    });
  });

  it('keeps a long file edited near both ends minimal, not removed and added whole', () => {
    // 3000 lines with the first and the 2701st changed: the middle left after the common head and
    // tail is 2701 lines on each side, past what a full LCS table could hold.
    const file = Array.from({ length: 3000 }, (_, i) => `line ${i}`);
    const edited = file.map((line, i) => (i % 300 === 0 ? `${line} edited` : line));
    const lines = diffLines(file.join('\n'), edited.join('\n'));
    expect(diffStats(lines)).toEqual({ added: 10, removed: 10 });
    expect(lines.slice(0, 3).map((line) => [line.kind, line.oldLine, line.newLine])).toEqual([
      ['removed', 1, null],
      ['added', null, 1],
      ['same', 2, 2],
    ]);
  });

  it('folds long unchanged runs into gaps, keeping context around each change', () => {
    const before = Array.from({ length: 20 }, (_, i) => `line ${i}`).join('\n');
    const after = before.replace('line 10', 'changed');
    const compact = compactDiff(diffLines(before, after), 2);
    expect(compact.map((line) => (line.kind === 'gap' ? `…${line.count}` : line.kind))).toEqual([
      '…8',
      'same',
      'same',
      'removed',
      'added',
      'same',
      'same',
      '…7',
    ]);
  });

  it('counts added and removed lines', () => {
    expect(diffStats(diffLines('a\nb\nc', 'a\nc\nd\ne'))).toEqual({ added: 2, removed: 1 });
  });
});
