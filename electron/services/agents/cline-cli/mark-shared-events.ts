import type { ScannedRow } from '../cline/scan-hook-folders';

/**
 * Gives every active file of an event that more than one active file serves the reason
 * `active-all-matching-files-run`: the CLI runs them all (no shadowing), in full-path order.
 */
export function markSharedEvents(rows: ScannedRow[]): ScannedRow[] {
  const activeCounts = new Map<string, number>();
  for (const { verdict } of rows) {
    if (verdict.status === 'active' && verdict.event) {
      activeCounts.set(verdict.event, (activeCounts.get(verdict.event) ?? 0) + 1);
    }
  }
  return rows.map((row) => {
    const { verdict } = row;
    if (verdict.status !== 'active' || !verdict.event) return row;
    if ((activeCounts.get(verdict.event) ?? 0) < 2) return row;
    const reason = {
      key: 'reason.active-all-matching-files-run' as const,
      params: { event: verdict.event },
    };
    return { ...row, verdict: { ...verdict, reason } };
  });
}
