/** Height of one history row in CSS pixels; the list's layout depends on every row having it. */
export const HISTORY_ROW_HEIGHT = 34;

/** Rows rendered above and below the viewport, so that fast scrolling shows no gaps. */
export const HISTORY_OVERSCAN = 10;

/**
 * The rows to render for a scroll position: those in view plus the overscan on each side, as a
 * half-open range [start, end) within [0, total). An empty list or viewport gives an empty range.
 */
export function visibleRange(
  scrollTop: number,
  viewportHeight: number,
  total: number,
): { start: number; end: number } {
  if (total === 0) return { start: 0, end: 0 };
  const first = Math.floor(Math.max(scrollTop, 0) / HISTORY_ROW_HEIGHT);
  const last = Math.ceil(
    (Math.max(scrollTop, 0) + Math.max(viewportHeight, 0)) / HISTORY_ROW_HEIGHT,
  );
  return {
    start: Math.min(Math.max(first - HISTORY_OVERSCAN, 0), total),
    end: Math.min(last + HISTORY_OVERSCAN, total),
  };
}
