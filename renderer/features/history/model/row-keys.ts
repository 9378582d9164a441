/** Height of one history row in CSS pixels; the list's layout depends on every row having it. */
export const HISTORY_ROW_HEIGHT = 34;

/** Rows rendered above and below the viewport, so that fast scrolling shows no gaps. */
export const HISTORY_OVERSCAN = 10;

/** Keys that move the focus within the history list, and how many rows a page step is. */
const STEPS: Record<string, (index: number, page: number, last: number) => number> = {
  ArrowDown: (index) => index + 1,
  ArrowUp: (index) => index - 1,
  PageDown: (index, page) => index + page,
  PageUp: (index, page) => index - page,
  Home: () => 0,
  End: (_index, _page, last) => last,
};

/**
 * The row a key moves the focus to from `index` in a list of `count` rows showing `page` at a
 * time; null for a key that does not move it (or an empty list).
 */
export function rowAfterKey(
  key: string,
  index: number,
  page: number,
  count: number,
): number | null {
  const step = STEPS[key];
  if (!step || count === 0) return null;
  return Math.min(Math.max(step(index, Math.max(page, 1), count - 1), 0), count - 1);
}
