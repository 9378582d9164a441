import path from 'node:path';

import type { BrowserWindow } from 'electron';

import { CONTENT_SECURITY_POLICY } from '../../shared/security/content-security-policy';
import type { ElectronApi } from './electron-api';

/**
 * The one app window: sandboxed, context-isolated, strict CSP on every response, every
 * permission request denied, navigation and window.open blocked.
 */
export function createMainWindow(
  electron: Pick<ElectronApi, 'BrowserWindow' | 'session'>,
  rendererUrl: string,
): BrowserWindow {
  // `new BrowserWindow(…)` by that name: Electronegativity recognises a window only so, and with
  // `new BrowserWindow(…)` it checked none of the options below.
  const { session, BrowserWindow } = electron;
  session.defaultSession.webRequest.onHeadersReceived((details, callback) => {
    callback({
      responseHeaders: {
        ...details.responseHeaders,
        'Content-Security-Policy': [CONTENT_SECURITY_POLICY],
      },
    });
  });
  session.defaultSession.setPermissionRequestHandler((_contents, _permission, callback) =>
    callback(false),
  );
  const window = new BrowserWindow({
    width: 1280,
    height: 820,
    minWidth: 900,
    minHeight: 560,
    show: false,
    title: 'Hookyard',
    // Written out literally (not spread from a constant) so that static checkers such as
    // Electronegativity can see every option.
    webPreferences: {
      preload: path.join(__dirname, '../preload/index.js'),
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      spellcheck: false,
      disableBlinkFeatures: 'Auxclick',
    },
  });
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  window.webContents.on('will-navigate', (event, url) => {
    if (url !== window.webContents.getURL()) event.preventDefault();
  });
  window.webContents.on('will-attach-webview', (event) => event.preventDefault());
  window.once('ready-to-show', () => window.show());
  void window.loadURL(rendererUrl);
  return window;
}

/** Opens documentation links in the browser: https only, never file: or custom schemes. */
export function openExternalSafely(shell: ElectronApi['shell'], url: string): void {
  if (new URL(url).protocol === 'https:') void shell.openExternal(url);
}
