import { Notification } from 'electron';

import type { AppNotification, Notifier } from '../services/notifier';

/** The services' Notifier on Electron's Notification; does nothing where the OS has none. */
export class ElectronNotifier implements Notifier {
  // A notification that is garbage-collected loses its click handlers: hold on until it closes.
  readonly #shown = new Set<Notification>();

  notify(content: AppNotification): void {
    if (!Notification.isSupported()) return;
    const actions = content.actions ?? [];
    const notification = new Notification({
      title: content.title,
      body: content.body,
      actions: actions.map((action) => ({ type: 'button' as const, text: action.label })),
    });
    notification.on('action', (details) => {
      const action = actions[details.actionIndex];
      if (action) content.onAction?.(action.id);
    });
    notification.on('click', () => content.onClick?.());
    notification.on('close', () => this.#shown.delete(notification));
    this.#shown.add(notification);
    notification.show();
  }
}
