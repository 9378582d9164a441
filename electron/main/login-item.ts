import os from 'node:os';
import path from 'node:path';

import type { AppApi } from './electron-api';
import type { LaunchAtLogin } from '../services/launch-at-login';
import { LinuxAutostart } from '../services/platform/linux-autostart';

/** What launch at login reads of Electron's app. */
export type LoginItemApp = Pick<
  AppApi,
  'isPackaged' | 'getLoginItemSettings' | 'setLoginItemSettings'
>;

/** macOS and Windows: the OS's own login items, through Electron. */
class ElectronLoginItem implements LaunchAtLogin {
  constructor(private readonly app: LoginItemApp) {}

  async isEnabled(): Promise<boolean> {
    return this.app.getLoginItemSettings().openAtLogin;
  }

  async setEnabled(enabled: boolean): Promise<boolean> {
    try {
      this.app.setLoginItemSettings({ openAtLogin: enabled });
    } catch (error) {
      console.warn('Hookyard could not change its login item', error);
    }
    return this.isEnabled();
  }
}

// In development the program is the bare Electron binary: registering it would start an empty
// Electron at every login. The setting exists only in the packaged app.
const unavailable: LaunchAtLogin = {
  isEnabled: async () => false,
  setEnabled: async () => false,
};

/**
 * Launch at login for this OS. Off by default: nothing here turns it on; only the user does,
 * through `setEnabled(true)` (proposed channel `app:set-launch-at-login`).
 */
export function createLaunchAtLogin(
  app: LoginItemApp,
  platform: NodeJS.Platform = process.platform,
  env: NodeJS.ProcessEnv = process.env,
): LaunchAtLogin {
  if (!app.isPackaged) return unavailable;
  if (platform === 'darwin' || platform === 'win32') return new ElectronLoginItem(app);
  return new LinuxAutostart({
    configDir: env.XDG_CONFIG_HOME || path.join(os.homedir(), '.config'),
    // An AppImage runs from a temporary mount: start the AppImage file itself.
    executable: env.APPIMAGE || process.execPath,
  });
}
