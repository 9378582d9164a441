import type { BrowserWindow } from 'electron';

import { nativeText } from '../../shared/i18n/native-text';
import { formatText } from '../../shared/i18n/message-format';
import type { AppServices } from '../services/app-services';
import { createContractHandlers } from '../services/contract-handlers';
import { DisposableStore, toDisposable } from '../services/disposable-store';
import { QuitGuard, settleWithin } from '../services/quit-guard';
import { composeDesktopServices } from './compose';
import {
  DeepLinkInbox,
  deepLinkFromArgv,
  parseDeepLink,
  registerDeepLinkScheme,
  sendNavigation,
  type DeepLink,
} from './deep-links';
import { startDesktopTray } from './desktop-tray';
import type { ElectronApi } from './electron-api';
import { registerIpc } from './ipc';
import { createLaunchAtLogin } from './login-item';
import { installAppMenu } from './menu';
import { ElectronNotifier } from './notifier';
import { startUpdates, type Updater } from './updates';
import { createMainWindow } from './window';

export interface DesktopAppOptions {
  /** The renderer's page: the dev server's in development, the packaged file otherwise. */
  rendererUrl: string;
  argv: readonly string[];
  env: NodeJS.ProcessEnv;
  loadUpdater: () => Updater;
}

// Quitting waits this long for in-flight writes, then as long again for the services to close.
const QUIT_WAIT_MS = 5_000;

/**
 * The desktop app: the one place in the shell that builds things. It claims the single
 * instance, starts the services (AppServices, the composition root shared with serve and the
 * CLI), the window, menu, tray and updates, and on quit waits for calls being answered, then
 * releases everything in reverse order.
 */
export function startDesktopApp(electron: ElectronApi, options: DesktopAppOptions): void {
  const { app } = electron;
  const quitGuard = new QuitGuard();
  const shell = new DisposableStore();
  let services: AppServices | null = null;
  let window: BrowserWindow | null = null;

  // Only pages of our own renderer may call the services: same file folder or same dev origin.
  const appPage = new URL(options.rendererUrl);
  const isAppUrl = (url: string): boolean =>
    appPage.protocol === 'file:'
      ? url.startsWith(new URL('.', appPage).href)
      : URL.canParse(url) && new URL(url).origin === appPage.origin;

  /** Focuses the main window, creating it again if it was closed (macOS keeps running). */
  const showMainWindow = (): BrowserWindow => {
    if (window) {
      if (window.isMinimized()) window.restore();
      window.focus();
      return window;
    }
    const created = createMainWindow(electron, options.rendererUrl);
    window = created;
    created.on('closed', () => (window = null));
    return created;
  };
  const links = new DeepLinkInbox((link) => sendNavigation(showMainWindow(), link));
  const show = (link: DeepLink) => links.receive(link);

  const start = async (): Promise<void> => {
    const languages = app.getPreferredSystemLanguages();
    const text = nativeText(languages);
    installAppMenu(electron, text);
    registerDeepLinkScheme(app);
    const notifier = new ElectronNotifier(electron.Notification);
    // An approval's notification clicked: the window, the inbox on that request.
    const running = await composeDesktopServices(app, {
      notifier,
      onOpenApproval: (id) => show({ target: 'approval', id }),
      env: options.env,
    });
    services = running;
    shell.add(
      toDisposable(
        registerIpc(electron.ipcMain, createContractHandlers(running), {
          isAppUrl,
          track: (work) => quitGuard.track(work),
        }),
      ),
      running.onDidPush(({ event, payload }) => window?.webContents.send(event, payload)),
    );
    showMainWindow();
    links.open();
    shell.add(
      await startDesktopTray({
        electron,
        services: running,
        text,
        launchAtLogin: createLaunchAtLogin(app, process.platform, options.env),
        openWindow: () => void showMainWindow(),
        show,
      }),
      startUpdates({
        isPackaged: app.isPackaged,
        env: options.env,
        notifier,
        text,
        loadUpdater: options.loadUpdater,
      }),
    );
  };

  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return;
  }
  // A second launch (or a hookyard:// link on Windows and Linux) comes to the first instance.
  app.on('second-instance', (_event, argv) => {
    const link = deepLinkFromArgv(argv);
    if (link) links.receive(link);
    else if (services) showMainWindow();
  });
  app.on('open-url', (event, url) => {
    event.preventDefault();
    links.receive(parseDeepLink(url));
  });
  links.receive(deepLinkFromArgv(options.argv));
  app.whenReady().then(start, (error: unknown) => {
    console.error('Hookyard could not start', error);
    app.exit(1);
  });
  app.on('activate', () => void showMainWindow());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let quitting = false;
  app.on('will-quit', (event) => {
    if (quitting || !services) return;
    event.preventDefault();
    quitting = true;
    void shutDown(shell, quitGuard, services).finally(() => app.quit());
  });
}

// The shell stops taking calls first; calls being answered finish (an edit half written), then
// the services release their handles. Each wait is bounded so that nothing stuck can keep
// Hookyard from quitting.
async function shutDown(
  shell: DisposableStore,
  quitGuard: QuitGuard,
  running: AppServices,
): Promise<void> {
  await shell.dispose();
  const calls = await quitGuard.drain(QUIT_WAIT_MS);
  if (!calls.drained) {
    const message = 'Quitting with {count, plural, one {# call} other {# calls}} unanswered.';
    console.warn(formatText(message, { count: calls.pending }));
  }
  if ((await settleWithin(running.dispose(), QUIT_WAIT_MS)) === 'timed-out') {
    console.warn('Quitting before every service had closed.');
  }
}
