import { auditIdTime } from '../../../../shared/schemas/history-id';

/**
 * When an audit entry was recorded, read from its id (HistoryIdSchema encodes its `ts`); null for
 * an id that is not an audit id, such as a suite case's `<suite>#<n>`.
 */
export function recordedAtOf(id: string): string | null {
  const ms = auditIdTime(id);
  return ms === null ? null : new Date(ms).toISOString();
}
