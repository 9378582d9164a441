import os from 'node:os';
import path from 'node:path';

/**
 * Where Hookyard keeps its own data when no `--data-dir` is given: `$HOOKYARD_DATA_DIR`, else the
 * folder Electron's `app.getPath('userData')` resolves to for the product name "Hookyard", so
 * that the desktop app, `hookyard serve` and the CLI share one store.
 */
export function defaultDataDir(
  env: NodeJS.ProcessEnv = process.env,
  platform = process.platform,
): string {
  if (env.HOOKYARD_DATA_DIR) return path.resolve(env.HOOKYARD_DATA_DIR);
  const home = os.homedir();
  if (platform === 'darwin') return path.join(home, 'Library', 'Application Support', 'Hookyard');
  if (platform === 'win32')
    return path.join(env.APPDATA ?? path.join(home, 'AppData', 'Roaming'), 'Hookyard');
  return path.join(env.XDG_CONFIG_HOME ?? path.join(home, '.config'), 'Hookyard');
}
