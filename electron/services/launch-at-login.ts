/**
 * Whether Hookyard starts when the user logs in. Off unless the user turns it on. The desktop app
 * implements it per OS (electron/main/login-item.ts); elsewhere there is no such setting.
 * Neither method throws: a failure to change the setting shows as the state read back.
 */
export interface LaunchAtLogin {
  isEnabled(): Promise<boolean>;
  /** Turns it on or off; resolves to the state afterwards, read back from the OS. */
  setEnabled(enabled: boolean): Promise<boolean>;
}
