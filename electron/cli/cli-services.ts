import path from 'node:path';

import { AppServices } from '../services/app-services';
import { defaultDataDir } from '../services/platform/data-dir';
import { resolveHostPaths } from '../services/platform/host-paths';
import { version } from '../../package.json';

/** Builds the services for a CLI command; `--data-dir` wins over HOOKYARD_DATA_DIR and the default. */
export function createCliServices(options: {
  dataDir?: string;
  watch: boolean;
  mode?: 'browser';
  /** Open the audit log (serve); one-shot commands leave it to `hookyard audit`. */
  audit?: boolean;
}): Promise<AppServices> {
  return AppServices.create({
    dataDir: options.dataDir ? path.resolve(options.dataDir) : defaultDataDir(),
    paths: resolveHostPaths(),
    mode: options.mode ?? 'browser',
    version,
    watch: options.watch,
    audit: options.audit ?? false,
    // Only the long-running `serve` listens for approvals: a one-shot command must not stand in
    // for the app's bridge.
    approvalsBridge: options.watch,
    // The CLI bundle lives in out/main; the resources folder sits beside out/.
    resourcesDir: path.resolve(__dirname, '..', '..', 'resources'),
    // How often agent versions are read again (ms); tests and impatient users shorten it.
    versionCheckMs: Number(process.env.HOOKYARD_VERSION_CHECK_MS) || undefined,
  });
}
