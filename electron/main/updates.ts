import type { Disposable } from '../services/events';
import type { Notifier } from '../services/notifier';
import type { NativeText } from '../../shared/i18n/native-text';

/** The part of electron-updater's autoUpdater that Hookyard uses. */
export interface Updater {
  autoDownload: boolean;
  autoInstallOnAppQuit: boolean;
  on(event: 'update-downloaded', listener: (info: { version: string }) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  checkForUpdates(): Promise<unknown>;
  quitAndInstall(): void;
}

export type UpdatesDecision = { enabled: true } | { enabled: false; reason: string };

/** Automatic updates run only in the packaged app, and not when HOOKYARD_NO_UPDATES is set. */
export function updatesDecision(isPackaged: boolean, env: NodeJS.ProcessEnv): UpdatesDecision {
  if (!isPackaged) return { enabled: false, reason: 'development build' };
  if (env.HOOKYARD_NO_UPDATES) return { enabled: false, reason: 'HOOKYARD_NO_UPDATES is set' };
  return { enabled: true };
}

export interface UpdatesOptions {
  isPackaged: boolean;
  env: NodeJS.ProcessEnv;
  notifier: Notifier;
  text: NativeText;
  /**
   * Called only when updates are on: electron-updater's `autoUpdater` is a getter that builds the
   * platform's updater, which reaches for Electron.
   */
  loadUpdater: () => Updater;
  /** Delay before the first check, so that it does not compete with startup. */
  firstCheckMs?: number;
  intervalMs?: number;
}

const FIRST_CHECK_MS = 15_000;
const INTERVAL_MS = 4 * 60 * 60 * 1000;

/**
 * Checks GitHub Releases (electron-builder.yml `publish`) for a newer version, downloads it in
 * the background and, once it is downloaded, tells the user through the notifier (with a
 * "Restart now" action); otherwise it is installed at the next quit. Failed checks (offline)
 * are logged, never shown. Returns a Disposable that stops the checks.
 */
export function startUpdates(options: UpdatesOptions): Disposable {
  const decision = updatesDecision(options.isPackaged, options.env);
  if (!decision.enabled) {
    console.info(`Hookyard updates are off: ${decision.reason}.`);
    return { dispose: () => {} };
  }
  let updater: Updater;
  try {
    updater = options.loadUpdater();
  } catch (error) {
    console.warn('Hookyard updates are off: the updater did not load', error);
    return { dispose: () => {} };
  }
  updater.autoDownload = true;
  updater.autoInstallOnAppQuit = true;
  const announced = new Set<string>();
  updater.on('update-downloaded', ({ version }) => {
    if (announced.has(version)) return;
    announced.add(version);
    options.notifier.notify({
      title: options.text.updateReadyTitle,
      body: options.text.updateReadyBody(version),
      actions: [{ id: 'restart', label: options.text.restartNow }],
      onAction: (id) => {
        if (id === 'restart') updater.quitAndInstall();
      },
    });
  });
  updater.on('error', (error) => console.warn('Hookyard update check failed', error.message));
  const check = () => void updater.checkForUpdates().catch(() => undefined);
  const first = setTimeout(check, options.firstCheckMs ?? FIRST_CHECK_MS);
  const every = setInterval(check, options.intervalMs ?? INTERVAL_MS);
  return {
    dispose: () => {
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
