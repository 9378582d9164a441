import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { app, BrowserWindow } from 'electron';

import type { ApprovalRequest } from '../../shared/schemas/approval';
import type { AppServices } from '../services/app-services';
import { isRecordingPaused, setRecordingPaused } from '../services/audit/recording-pause';
import { createContractHandlers } from '../services/contract-handlers';
import { ApprovalNotifications } from '../services/notifications/approval-notifications';
import { QuitGuard, settleWithin } from '../services/quit-guard';
import { composeDesktopServices } from './compose';
import {
  DeepLinkInbox,
  deepLinkFromArgv,
  parseDeepLink,
  registerDeepLinkScheme,
  sendNavigation,
} from './deep-links';
import { registerIpc } from './ipc';
import { createLaunchAtLogin } from './login-item';
import { nativeText } from '../../shared/i18n/native-text';
import { installAppMenu } from './menu';
import { ElectronNotifier } from './notifier';
import { AppTray, TRAY_EVENT_LIMIT } from './tray';
import { trayEventsOf } from './tray-events';
import { startUpdates } from './updates';
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

// Quitting waits this long for in-flight writes, then as long again for the services to close.
const QUIT_WAIT_MS = 5_000;

let services: AppServices | null = null;
let window: BrowserWindow | null = null;
const quitGuard = new QuitGuard();
const links = new DeepLinkInbox((link) => sendNavigation(showMainWindow(), link));

/** Focuses the main window, creating it again if it was closed (macOS keeps running). */
function showMainWindow(): BrowserWindow {
  if (window) {
    if (window.isMinimized()) window.restore();
    window.focus();
    return window;
  }
  window = createMainWindow(rendererUrl);
  window.on('closed', () => (window = null));
  return window;
}

if (!app.requestSingleInstanceLock()) {
  app.quit();
} else {
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
  links.receive(deepLinkFromArgv(process.argv));
  app.whenReady().then(start, (error: unknown) => {
    console.error('Hookyard could not start', error);
    app.exit(1);
  });
}

async function start(): Promise<void> {
  const text = nativeText(app.getPreferredSystemLanguages());
  installAppMenu(text);
  registerDeepLinkScheme();
  const notifier = new ElectronNotifier();
  const running = await composeDesktopServices(notifier);
  services = running;
  const unregister = registerIpc(createContractHandlers(services), (_sender, url) => isAppUrl(url));
  const forward = services.onDidPush(({ event, payload }) =>
    window?.webContents.send(event, payload),
  );
  showMainWindow();
  links.open();
  // An approval shown: in the window, the inbox on that request.
  const showApproval = (id: string) => links.receive({ target: 'approval', id });
  const approvalNotifications = new ApprovalNotifications({
    approvals: running.approvals,
    notifier,
    languages: app.getPreferredSystemLanguages(),
    onOpen: showApproval,
  });
  const { dataDir } = running.info;
  const launchAtLogin = createLaunchAtLogin();
  let openAtLogin = await launchAtLogin.isEnabled();
  const tray = new AppTray({
    iconsDir: app.isPackaged
      ? path.join(process.resourcesPath, 'icons')
      : path.join(app.getAppPath(), 'resources', 'icons'),
    platform: process.platform,
    source: {
      pendingApprovals: () => running.approvals.pending().length,
      latestEvents: () =>
        trayEventsOf(running.audit.available?.query({ limit: TRAY_EVENT_LIMIT }).entries ?? []),
      isRecordingPaused: () => isRecordingPaused(dataDir),
      isOpenAtLogin: () => openAtLogin,
    },
    text,
    actions: {
      openWindow: () => void showMainWindow(),
      openApprovals: () => {
        const next = nearestDeadline(running.approvals.pending());
        if (next) showApproval(next.id);
        else showMainWindow();
      },
      openAuditEntry: (id) => sendNavigation(showMainWindow(), { target: 'audit', id }),
      setRecordingPaused: (paused) => {
        setRecordingPaused(dataDir, paused);
        tray.refresh();
      },
      setOpenAtLogin: (enabled) =>
        void launchAtLogin.setEnabled(enabled).then((now) => {
          openAtLogin = now;
          tray.refresh();
        }),
      quit: () => app.quit(),
    },
  });
  const trayFollowsApprovals = running.approvals.onDidChange(() => tray.refresh());
  // New audit entries reach the tray's latest events at most once a second, however fast they land.
  let trayRefreshTimer: NodeJS.Timeout | null = null;
  const trayFollowsAudit = running.onDidPush(({ event }) => {
    if (event !== 'audit:appended' || trayRefreshTimer) return;
    trayRefreshTimer = setTimeout(() => {
      trayRefreshTimer = null;
      tray.refresh();
    }, 1_000);
  });
  const updates = startUpdates({
    isPackaged: app.isPackaged,
    env: process.env,
    notifier,
    text,
  });
  app.on('activate', () => void showMainWindow());
  app.on('window-all-closed', () => {
    if (process.platform !== 'darwin') app.quit();
  });
  let disposed = false;
  app.on('will-quit', (event) => {
    if (disposed || !services) return;
    event.preventDefault();
    disposed = true;
    forward.dispose();
    unregister();
    trayFollowsApprovals.dispose();
    trayFollowsAudit.dispose();
    if (trayRefreshTimer) clearTimeout(trayRefreshTimer);
    approvalNotifications.dispose();
    tray.dispose();
    updates.dispose();
    void shutDown(services).finally(() => app.quit());
  });
}

/** The pending request whose default applies first: what the tray's approvals item opens. */
function nearestDeadline(pending: readonly ApprovalRequest[]): ApprovalRequest | null {
  return pending.reduce<ApprovalRequest | null>(
    (nearest, request) => (!nearest || request.deadlineAt < nearest.deadlineAt ? request : nearest),
    null,
  );
}

// In-flight writes first, then the services release their handles; each wait is bounded so
// that nothing stuck can keep Hookyard from quitting.
async function shutDown(running: AppServices): Promise<void> {
  const writes = await quitGuard.drain(QUIT_WAIT_MS);
  if (!writes.drained) console.warn(`Quitting with ${writes.pending} write(s) unfinished.`);
  if ((await settleWithin(running.dispose(), QUIT_WAIT_MS)) === 'timed-out') {
    console.warn('Quitting before every service had closed.');
  }
}
