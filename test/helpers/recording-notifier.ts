import type { AppNotification, WithdrawingNotifier } from '../../electron/services/notifier';

/**
 * A Notifier that keeps every notification, for tests to inspect and to "press" a button:
 * `press(index, actionId)` calls the notification's onAction as the OS would. `withdrawn` lists
 * the tags taken back, in order; `onScreen()` the tags shown and not taken back since.
 */
export class RecordingNotifier implements WithdrawingNotifier {
  readonly shown: AppNotification[] = [];
  readonly withdrawn: string[] = [];
  readonly #onScreen = new Set<string>();

  notify(notification: AppNotification): void {
    this.shown.push(notification);
    if (notification.tag !== undefined) this.#onScreen.add(notification.tag);
  }

  withdraw(tag: string): void {
    this.withdrawn.push(tag);
    this.#onScreen.delete(tag);
  }

  press(index: number, actionId: string): void {
    const notification = this.shown[index];
    if (!notification) throw new Error(`No notification #${index} was shown.`);
    notification.onAction?.(actionId);
  }

  onScreen(): string[] {
    return [...this.#onScreen];
  }
}
