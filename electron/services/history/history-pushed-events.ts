import type { PushedEvent } from '../app-services';
import { toDisposable } from '../disposable-store';
import type { Disposable } from '../events';
import type { HistoryService } from './history-service';

/** The newest entries a `history:appended` carries, for a live view. */
const NEWEST_PUSHED = 50;

/**
 * Pushes what the audit log does to the UI: new entries, the progress of a long import, reindex
 * or export, and of the background removal of expired entries.
 */
export function pushHistoryEvents(
  audit: HistoryService,
  push: (event: PushedEvent) => void,
): Disposable {
  const subscriptions = [
    audit.onDidAppend((entries) =>
      push({
        event: 'history:appended',
        payload: { count: entries.length, newest: entries.slice(-NEWEST_PUSHED) },
      }),
    ),
    audit.onDidProgress((progress) => push({ event: 'history:progressed', payload: progress })),
    audit.onDidRetentionProgress((progress) =>
      push({ event: 'history:retention-progressed', payload: progress }),
    ),
  ];
  return toDisposable(() => {
    for (const subscription of subscriptions) subscription.dispose();
  });
}
