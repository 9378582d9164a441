import type { Notification } from 'electron';

import type { AppNotification, WithdrawingNotifier } from '../services/notifier';
import type { ElectronApi } from './electron-api';

/** The services' Notifier on Electron's Notification; does nothing where the OS has none. */
export class ElectronNotifier implements WithdrawingNotifier {
  readonly #Notification: ElectronApi['Notification'];
  // A notification that is garbage-collected loses its click handlers: hold on until it closes.
  readonly #shown = new Set<Notification>();
  readonly #tagged = new Map<string, Notification>();

  constructor(notification: ElectronApi['Notification']) {
    this.#Notification = notification;
  }

  notify(content: AppNotification): void {
    if (!this.#Notification.isSupported()) return;
    const { tag } = content;
    if (tag !== undefined) this.withdraw(tag);
    const actions = content.actions ?? [];
    const notification = new this.#Notification({
      title: content.title,
      body: content.body,
      actions: actions.map((action) => ({ type: 'button' as const, text: action.label })),
    });
    notification.on('action', (details) => {
      const action = actions[details.actionIndex];
      if (action) content.onAction?.(action.id);
    });
    notification.on('click', () => content.onClick?.());
    notification.on('close', () => {
      this.#shown.delete(notification);
      if (tag !== undefined && this.#tagged.get(tag) === notification) this.#tagged.delete(tag);
    });
    this.#shown.add(notification);
    if (tag !== undefined) this.#tagged.set(tag, notification);
    notification.show();
  }

  withdraw(tag: string): void {
    const notification = this.#tagged.get(tag);
    if (!notification) return;
    this.#tagged.delete(tag);
    this.#shown.delete(notification);
    notification.close();
  }
}
