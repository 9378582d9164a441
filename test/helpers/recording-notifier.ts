import type { AppNotification, Notifier } from '../../electron/services/notifier';

/**
 * A Notifier that keeps every notification, for tests to inspect and to "press" a button:
 * `press(index, actionId)` calls the notification's onAction as the OS would.
 */
export class RecordingNotifier implements Notifier {
  readonly shown: AppNotification[] = [];

  notify(notification: AppNotification): void {
    this.shown.push(notification);
  }

  press(index: number, actionId: string): void {
    const notification = this.shown[index];
    if (!notification) throw new Error(`No notification #${index} was shown.`);
    notification.onAction?.(actionId);
  }
}
