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

/** Above this many cells (old × new lines after trimming) the LCS table is not built. */
const MAX_CELLS = 4_000_000;

const splitLines = (text: string): string[] => {
  if (text === '') return [];
  const lines = text.split(/\r?\n/);
  return lines.at(-1) === '' ? lines.slice(0, -1) : lines;
};

/**
 * The line diff of two texts by longest common subsequence: every line of `before` and `after`
 * appears once, in order, removals before additions where both happen at one place. The common
 * head and tail are matched first, so that small edits to long files stay cheap; when what is
 * left is still too large for the table, the middle is shown as removed then added (still
 * correct, just not minimal).
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

function middle(a: readonly string[], b: readonly string[], offset: number): DiffLine[] {
  const n = a.length;
  const m = b.length;
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
  if (n * m > MAX_CELLS || n === 0 || m === 0) {
    return [...a.map((_, i) => removed(i)), ...b.map((_, j) => added(j))];
  }
  // lcs[i * (m + 1) + j]: length of the LCS of a[i..] and b[j..].
  const width = m + 1;
  const lcs = new Uint32Array((n + 1) * width);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) {
      lcs[i * width + j] =
        a[i] === b[j]
          ? (lcs[(i + 1) * width + j + 1] as number) + 1
          : Math.max(lcs[(i + 1) * width + j] as number, lcs[i * width + j + 1] as number);
    }
  }
  const out: DiffLine[] = [];
  let i = 0;
  let j = 0;
  while (i < n && j < m) {
    if (a[i] === b[j]) {
      out.push({
        kind: 'same',
        text: a[i] as string,
        oldLine: offset + i + 1,
        newLine: offset + j + 1,
      });
      i++;
      j++;
    } else if ((lcs[(i + 1) * width + j] as number) >= (lcs[i * width + j + 1] as number)) {
      out.push(removed(i++));
    } else {
      out.push(added(j++));
    }
  }
  while (i < n) out.push(removed(i++));
  while (j < m) out.push(added(j++));
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
