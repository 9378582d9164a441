/** A button on a notification; `id` comes back to `onAction` when the user presses it. */
export interface NotificationAction {
  id: string;
  label: string;
}

/** One desktop notification, in words a user can act on. */
export interface AppNotification {
  title: string;
  body: string;
  /**
   * Names the notification for a WithdrawingNotifier's `withdraw`; showing another with the tag of
   * one still on screen replaces it. A plain Notifier ignores it.
   */
  tag?: string;
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

/**
 * A Notifier that can also take a notification back, for news that goes stale (an approval
 * answered elsewhere must not keep offering its buttons). The desktop app's is one.
 */
export interface WithdrawingNotifier extends Notifier {
  /** Takes back the notification with this tag, when it is still shown; otherwise does nothing. */
  withdraw(tag: string): void;
}
