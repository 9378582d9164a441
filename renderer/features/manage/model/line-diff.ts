import { diffArrays } from 'diff';

/** One line of a line diff: kept, or only in the old text, or only in the new one. */
export interface DiffLine {
  kind: 'same' | 'removed' | 'added';
  text: string;
  /** 1-based line number in the old text; null for an added line. */
  oldLine: number | null;
  /** 1-based line number in the new text; null for a removed line. */
  newLine: number | null;
}

/** A run of unchanged lines left out of a compact diff. */
export interface DiffGap {
  kind: 'gap';
  count: number;
}

/**
 * Above this many edits in the middle, jsdiff gives up and the middle is shown as removed then
 * added. Myers' cost grows with lines × edits: 1,000 edits over 3,000 lines take ~90 ms here
 * (test/perf/line-diff.bench.ts), about the most a diff view may block a frame.
 */
const MAX_EDITS = 1000;

const splitLines = (text: string): string[] => {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  return lines.at(-1) === '' ? lines.slice(0, -1) : lines;
};

/**
 * The minimal line diff of two texts (jsdiff's Myers diff): every line of `before` and `after`
 * appears once, in order, removals before additions where both happen at one place. The common
 * head and tail are matched first, so that the give-up fallback stays confined to the middle:
 * when that has more than MAX_EDITS edits it is shown as removed then added (still correct,
 * just not minimal).
 */
export function diffLines(before: string, after: string): DiffLine[] {
  const a = splitLines(before);
  const b = splitLines(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (
    tail < a.length - head &&
    tail < b.length - head &&
    a[a.length - 1 - tail] === b[b.length - 1 - tail]
  )
    tail++;
  const out: DiffLine[] = [];
  for (let i = 0; i < head; i++)
    out.push({ kind: 'same', text: a[i] as string, oldLine: i + 1, newLine: i + 1 });
  out.push(...middle(a.slice(head, a.length - tail), b.slice(head, b.length - tail), head));
  for (let k = tail; k > 0; k--) {
    const i = a.length - k;
    const j = b.length - k;
    out.push({ kind: 'same', text: a[i] as string, oldLine: i + 1, newLine: j + 1 });
  }
  return out;
}

function middle(a: string[], b: string[], offset: number): DiffLine[] {
  const removed = (i: number): DiffLine => ({
    kind: 'removed',
    text: a[i] as string,
    oldLine: offset + i + 1,
    newLine: null,
  });
  const added = (j: number): DiffLine => ({
    kind: 'added',
    text: b[j] as string,
    oldLine: null,
    newLine: offset + j + 1,
  });
  const changes = diffArrays(a, b, { maxEditLength: MAX_EDITS });
  if (!changes) return [...a.map((_, i) => removed(i)), ...b.map((_, j) => added(j))];
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  for (const change of changes) {
    for (let k = 0; k < change.count; k++) {
      if (change.removed) out.push(removed(i++));
      else if (change.added) out.push(added(j++));
      else {
        out.push({
          kind: 'same',
          text: a[i] as string,
          oldLine: offset + i + 1,
          newLine: offset + j + 1,
        });
        i++;
        j++;
      }
    }
  }
  return out;
}

/**
 * The diff with long runs of unchanged lines folded into gaps, keeping `context` lines on each
 * side of every change. A diff without changes folds to one gap (or nothing when empty).
 */
export function compactDiff(lines: readonly DiffLine[], context = 3): Array<DiffLine | DiffGap> {
  const keep = lines.map(() => false);
  lines.forEach((line, index) => {
    if (line.kind === 'same') return;
    const from = Math.max(0, index - context);
    const to = Math.min(lines.length - 1, index + context);
    for (let k = from; k <= to; k++) keep[k] = true;
  });
  const out: Array<DiffLine | DiffGap> = [];
  let skipped = 0;
  lines.forEach((line, index) => {
    if (keep[index]) {
      if (skipped > 0) out.push({ kind: 'gap', count: skipped });
      skipped = 0;
      out.push(line);
    } else {
      skipped++;
    }
  });
  if (skipped > 0) out.push({ kind: 'gap', count: skipped });
  return out;
}

/** How many lines the diff adds and removes. */
export function diffStats(lines: readonly DiffLine[]): { added: number; removed: number } {
  let added = 0;
  let removed = 0;
  for (const line of lines) {
    if (line.kind === 'added') added++;
    else if (line.kind === 'removed') removed++;
  }
  return { added, removed };
}
