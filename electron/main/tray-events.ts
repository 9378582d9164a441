import type { HistoryEntry } from '../../shared/schemas/history';
import { TRAY_EVENT_LIMIT, type TrayEvent } from './tray';

/** The tray's "latest events": the newest audit entries as `PreToolUse · Bash · 14:02`. */
export function trayEventsOf(entries: readonly HistoryEntry[]): TrayEvent[] {
  return entries.slice(0, TRAY_EVENT_LIMIT).map((entry) => {
    const time = new Date(entry.ts);
    const clock = `${String(time.getHours()).padStart(2, '0')}:${String(time.getMinutes()).padStart(2, '0')}`;
    return {
      id: entry.id,
      label: [entry.event, entry.tool, clock].filter(Boolean).join(' · '),
    };
  });
}
