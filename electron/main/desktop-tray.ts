import path from 'node:path';

import type { ApprovalRequest } from '../../shared/schemas/approval';
import type { NativeText } from '../../shared/i18n/native-text';
import type { AppServices } from '../services/app-services';
import { isRecordingPaused, setRecordingPaused } from '../services/history/recording-pause';
import type { Disposable } from '../services/events';
import { DisposableStore, toDisposable } from '../services/disposable-store';
import type { LaunchAtLogin } from '../services/launch-at-login';
import type { DeepLink } from './deep-links';
import type { ElectronApi } from './electron-api';
import { AppTray, TRAY_EVENT_LIMIT } from './tray';
import { trayEventsOf } from './tray-events';

export interface DesktopTrayOptions {
  electron: Pick<ElectronApi, 'app' | 'Tray' | 'Menu' | 'nativeImage'>;
  services: AppServices;
  text: NativeText;
  launchAtLogin: LaunchAtLogin;
  openWindow: () => void;
  show: (link: DeepLink) => void;
}

/**
 * The tray, fed by the services: approvals waiting, the latest audit entries, recording paused,
 * launch at login. Returns what releases it and its subscriptions.
 */
export async function startDesktopTray(options: DesktopTrayOptions): Promise<Disposable> {
  const { electron, services, text, launchAtLogin } = options;
  const { app } = electron;
  const { dataDir } = services.info;
  const store = new DisposableStore();
  let openAtLogin = await launchAtLogin.isEnabled();
  const tray = store.add(
    new AppTray({
      electron,
      iconsDir: app.isPackaged
        ? path.join(process.resourcesPath, 'icons')
        : path.join(app.getAppPath(), 'resources', 'icons'),
      platform: process.platform,
      source: {
        pendingApprovals: () => services.approvals.pending().length,
        latestEvents: () =>
          trayEventsOf(services.audit.available?.query({ limit: TRAY_EVENT_LIMIT }).entries ?? []),
        isRecordingPaused: () => isRecordingPaused(dataDir),
        isOpenAtLogin: () => openAtLogin,
      },
      text,
      actions: {
        openWindow: options.openWindow,
        openApprovals: () => {
          const next = nearestDeadline(services.approvals.pending());
          if (next) options.show({ target: 'approval', id: next.id });
          else options.openWindow();
        },
        openAuditEntry: (id) => options.show({ target: 'audit', id }),
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
    }),
  );
  store.add(services.approvals.onDidChange(() => tray.refresh()));
  // New audit entries reach the tray's latest events at most once a second, however fast they land.
  let refreshTimer: NodeJS.Timeout | null = null;
  store.add(
    services.onDidPush(({ event }) => {
      if (event !== 'history:appended' || refreshTimer) return;
      refreshTimer = setTimeout(() => {
        refreshTimer = null;
        tray.refresh();
      }, 1_000);
    }),
    toDisposable(() => {
      if (refreshTimer) clearTimeout(refreshTimer);
    }),
  );
  return store;
}

/** The pending request whose default applies first: what the tray's approvals item opens. */
function nearestDeadline(pending: readonly ApprovalRequest[]): ApprovalRequest | null {
  return pending.reduce<ApprovalRequest | null>(
    (nearest, request) => (!nearest || request.deadlineAt < nearest.deadlineAt ? request : nearest),
    null,
  );
}
