// First: user patterns meet agents' text in this process (see regexp-backtrack-guard.ts).
import '../services/platform/regexp-backtrack-guard';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import * as electron from 'electron';
import { autoUpdater } from 'electron-updater';

import { startDesktopApp } from './desktop-app';

// The only file that imports Electron: the shell gets it from here (see electron-api.ts).
startDesktopApp(electron, {
  // electron-vite sets ELECTRON_RENDERER_URL in development; the packaged app loads its files.
  rendererUrl:
    process.env.ELECTRON_RENDERER_URL ??
    pathToFileURL(path.join(__dirname, '../renderer/index.html')).href,
  argv: process.argv,
  env: process.env,
  // electron-updater's `autoUpdater` is a getter that builds the platform's updater: read late.
  loadUpdater: () => autoUpdater,
});
