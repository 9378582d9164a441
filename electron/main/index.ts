import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { app, BrowserWindow } from 'electron';

import type { AppServices } from '../services/app-services';
import { createContractHandlers } from '../services/contract-handlers';
import { composeDesktopServices } from './compose';
import { registerIpc } from './ipc';
import { installAppMenu } from './menu';
import { createMainWindow } from './window';

// electron-vite sets ELECTRON_RENDERER_URL in development; the packaged app loads its files.
const rendererUrl =
  process.env.ELECTRON_RENDERER_URL ??
  pathToFileURL(path.join(__dirname, '../renderer/index.html')).href;

// Only pages of our own renderer may call the services: same file folder or same dev origin.
function isAppUrl(url: string): boolean {
  const app = new URL(rendererUrl);
  if (app.protocol === 'file:') return url.startsWith(new URL('.', app).href);
  return new URL(url).origin === app.origin;
}

let services: AppServices | null = null;
let window: BrowserWindow | null = null;

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
  app.on('second-instance', () => {
    if (!window) return;
    if (window.isMinimized()) window.restore();
    window.focus();
  });
  app.whenReady().then(start, (error: unknown) => {
    console.error('Hookyard could not start', error);
    app.exit(1);
  });
}

async function start(): Promise<void> {
  installAppMenu();
  services = await composeDesktopServices();
  const unregister = registerIpc(createContractHandlers(services), (_sender, url) => isAppUrl(url));
  const forward = services.onDidPush(({ event, payload }) =>
    window?.webContents.send(event, payload),
  );
  window = createMainWindow(rendererUrl);
  window.on('closed', () => (window = null));
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) window = createMainWindow(rendererUrl);
  });
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let disposed = false;
  app.on('will-quit', (event) => {
    if (disposed || !services) return;
    // Quitting waits for every service to release its handles and finish in-flight writes.
    event.preventDefault();
    disposed = true;
    forward.dispose();
    unregister();
    void services.dispose().finally(() => app.quit());
  });
}
