/** A button on a notification; `id` comes back to `onAction` when the user presses it. */
export interface NotificationAction {
  id: string;
  label: string;
}

/** One desktop notification, in words a user can act on. */
export interface AppNotification {
  title: string;
  body: string;
  /** Buttons, where the OS shows them (macOS); elsewhere a click on the body is all there is. */
  actions?: readonly NotificationAction[];
  /** The user pressed a button. */
  onAction?: (actionId: string) => void;
  /** The user clicked the notification itself. */
  onClick?: () => void;
}

/**
 * Shows desktop notifications. The desktop app implements it with Electron's Notification
 * (electron/main/notifier.ts); `serve` mode and tests pass their own. Never throws: where the OS
 * cannot show notifications, `notify` does nothing.
 */
export interface Notifier {
  notify(notification: AppNotification): void;
}
