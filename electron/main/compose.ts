import { app } from 'electron';

import { AppServices } from '../services/app-services';
import { resolveHostPaths } from '../services/platform/host-paths';

/** The desktop composition: the shared services, with Electron's own data folder. */
export function composeDesktopServices(): Promise<AppServices> {
  return AppServices.create({
    dataDir: process.env.HOOKYARD_DATA_DIR ?? app.getPath('userData'),
    paths: resolveHostPaths(),
    mode: 'desktop',
    version: app.getVersion(),
    watch: true,
  });
}
