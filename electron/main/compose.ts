import path from 'node:path';

import { AppServices } from '../services/app-services';
import type { WithdrawingNotifier } from '../services/notifier';
import { resolveHostPaths } from '../services/platform/host-paths';
import { electronSqliteBinding } from '../services/platform/sqlite-binding';
import type { AppApi } from './electron-api';

export interface DesktopServicesOptions {
  notifier: WithdrawingNotifier;
  /** A click on an approval's notification: show the inbox on that request. */
  onOpenApproval: (requestId: string) => void;
  env: NodeJS.ProcessEnv;
}

/** The desktop composition: the shared services, with Electron's own data and resources folders. */
export function composeDesktopServices(
  app: Pick<
    AppApi,
    'getPath' | 'getVersion' | 'isPackaged' | 'getAppPath' | 'getPreferredSystemLanguages'
  >,
  options: DesktopServicesOptions,
): Promise<AppServices> {
  return AppServices.create({
    dataDir: options.env.HOOKYARD_DATA_DIR ?? app.getPath('userData'),
    paths: resolveHostPaths(),
    mode: 'desktop',
    version: app.getVersion(),
    watch: true,
    audit: true,
    resourcesDir: app.isPackaged ? process.resourcesPath : path.join(app.getAppPath(), 'resources'),
    notifier: options.notifier,
    onOpenApproval: options.onOpenApproval,
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
