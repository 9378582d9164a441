import path from 'node:path';

import { app } from 'electron';

import type { Notifier } from '../services/notifier';
import { AppServices } from '../services/app-services';
import { resolveHostPaths } from '../services/platform/host-paths';
import { electronSqliteBinding } from '../services/platform/sqlite-binding';

/** The desktop composition: the shared services, with Electron's own data and resources folders. */
export function composeDesktopServices(notifier: Notifier): Promise<AppServices> {
  return AppServices.create({
    dataDir: process.env.HOOKYARD_DATA_DIR ?? app.getPath('userData'),
    paths: resolveHostPaths(),
    mode: 'desktop',
    version: app.getVersion(),
    watch: true,
    audit: true,
    resourcesDir: app.isPackaged ? process.resourcesPath : path.join(app.getAppPath(), 'resources'),
    notifier,
    languages: app.getPreferredSystemLanguages(),
    // The packaged app ships SQLite built for Electron's ABI beside app.asar (docs/release.md).
    nativeBinding: electronSqliteBinding({
      isPackaged: app.isPackaged,
      resourcesPath: process.resourcesPath,
      appPath: app.getAppPath(),
      platform: process.platform,
      arch: process.arch,
    }),
  });
}
