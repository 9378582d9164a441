import fs from 'node:fs';
import path from 'node:path';

/** The file name of better-sqlite3's native addon. */
export const SQLITE_BINDING_FILE = 'better_sqlite3.node';

/** What the Electron main process knows about where it runs (it passes these values in). */
export interface SqliteBindingHost {
  isPackaged: boolean;
  /** Electron's process.resourcesPath */
  resourcesPath: string;
  /** Electron's app.getAppPath(): the project folder in development */
  appPath: string;
  platform: NodeJS.Platform;
  arch: string;
}

/**
 * The Electron-ABI better-sqlite3 the desktop app must load. Packaged: `<resources>/native/`
 * (electron-builder.yml ships it there; returned even if missing, so that opening the database
 * fails with the path in the message). Development: the build that
 * scripts/release/build-electron-sqlite.mjs wrote to `build/native/electron/<os>-<arch>/`, if
 * present. Otherwise undefined: better-sqlite3's own build, which is right under plain Node.
 */
export function electronSqliteBinding(
  host: SqliteBindingHost,
  exists: (file: string) => boolean = fs.existsSync,
): string | undefined {
  if (host.isPackaged) return path.join(host.resourcesPath, 'native', SQLITE_BINDING_FILE);
  const os = host.platform === 'darwin' ? 'mac' : host.platform === 'win32' ? 'win' : 'linux';
  const built = path.join(
    host.appPath,
    'build',
    'native',
    'electron',
    `${os}-${host.arch}`,
    SQLITE_BINDING_FILE,
  );
  return exists(built) ? built : undefined;
}

/**
 * better-sqlite3 constructor options that load the given native addon: `{nativeBinding}` for a
 * path, `{}` (its default lookup of its own build) for undefined or an empty string.
 */
export function sqliteBindingOptions(nativeBinding: string | undefined): {
  nativeBinding?: string;
} {
  return nativeBinding ? { nativeBinding } : {};
}
