import type * as Electron from 'electron';

/**
 * The parts of Electron the desktop shell uses. Only electron/main/index.ts imports the real
 * module, and hands it to the shell (`startDesktopApp`); every other shell file takes what it
 * needs from here. Tests pass a recording stand-in (test/helpers/electron-stub.ts), since the
 * Electron binary cannot exist on the build machines, instead of replacing the module.
 */
export type ElectronApi = Pick<
  typeof Electron,
  | 'app'
  | 'BrowserWindow'
  | 'Tray'
  | 'Notification'
  | 'Menu'
  | 'nativeImage'
  | 'session'
  | 'shell'
  | 'ipcMain'
>;

/** The app object's part the shell reads and drives. */
export type AppApi = ElectronApi['app'];
