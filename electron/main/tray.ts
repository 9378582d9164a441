import path from 'node:path';

import type { MenuItemConstructorOptions, Tray } from 'electron';

import type { NativeText } from '../../shared/i18n/native-text';
import type { ElectronApi } from './electron-api';

/** One recent audit entry as the tray lists it. */
export interface TrayEvent {
  id: string;
  /** One line, e.g. `PreToolUse · Bash · 14:02` */
  label: string;
}

/** What the tray shows; read again at every refresh. */
export interface TraySource {
  pendingApprovals(): number;
  latestEvents(): readonly TrayEvent[];
  isRecordingPaused(): boolean;
  isOpenAtLogin(): boolean;
}

export interface TrayActions {
  openWindow(): void;
  /** Shows the approvals inbox (the "N approvals waiting…" item). */
  openApprovals(): void;
  openAuditEntry(entryId: string): void;
  setRecordingPaused(paused: boolean): void;
  setOpenAtLogin(enabled: boolean): void;
  quit(): void;
}

export const TRAY_EVENT_LIMIT = 5;
const LABEL_LIMIT = 60;

// Labels come from recorded data: short, single-line, and `&` is not a Windows mnemonic.
function menuLabel(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  const short = line.length > LABEL_LIMIT ? `${line.slice(0, LABEL_LIMIT - 1)}…` : line;
  return short.replace(/&/g, '&&');
}

/** The tray menu for the current state: approvals, latest events, window, recording, quit. */
export function trayMenuTemplate(
  source: TraySource,
  actions: TrayActions,
  text: NativeText,
): MenuItemConstructorOptions[] {
  const pending = source.pendingApprovals();
  const events = source.latestEvents().slice(0, TRAY_EVENT_LIMIT);
  const paused = source.isRecordingPaused();
  return [
    {
      id: 'approvals',
      // The ellipsis: choosing it leads on to the approvals, where the decision is made.
      label: pending > 0 ? `${text.approvalsWaiting(pending)}…` : text.approvalsWaiting(pending),
      enabled: pending > 0,
      click: actions.openApprovals,
    },
    { type: 'separator' },
    { id: 'latest-events', label: text.latestEvents, enabled: false },
    ...(events.length === 0
      ? [{ id: 'no-events', label: text.noEvents, enabled: false }]
      : events.map((event) => ({
          id: `event:${event.id}`,
          label: menuLabel(event.label),
          click: () => actions.openAuditEntry(event.id),
        }))),
    { type: 'separator' },
    { id: 'open', label: text.openHookyard, click: actions.openWindow },
    {
      id: 'pause-recording',
      label: text.pauseRecording,
      type: 'checkbox',
      checked: paused,
      click: () => actions.setRecordingPaused(!paused),
    },
    {
      id: 'open-at-login',
      label: text.openAtLogin,
      type: 'checkbox',
      checked: source.isOpenAtLogin(),
      click: () => actions.setOpenAtLogin(!source.isOpenAtLogin()),
    },
    { type: 'separator' },
    { id: 'quit', label: text.quitHookyard, click: actions.quit },
  ];
}

/**
 * The tray image: on macOS a black template image that the menu bar tints; elsewhere the
 * coloured icon. Electron picks the `@2x` file next to it on high-density screens.
 */
export function trayIconPath(iconsDir: string, platform: NodeJS.Platform): string {
  return path.join(iconsDir, 'tray', platform === 'darwin' ? 'trayTemplate.png' : 'tray.png');
}

export interface AppTrayOptions {
  electron: Pick<ElectronApi, 'Tray' | 'Menu' | 'nativeImage'>;
  /** The folder holding `tray/` (resources/icons in development, <resources>/icons packaged). */
  iconsDir: string;
  platform: NodeJS.Platform;
  source: TraySource;
  actions: TrayActions;
  text: NativeText;
}

/** The menu bar / notification area icon. Call `refresh()` when what it shows has changed. */
export class AppTray {
  readonly #tray: Tray;
  readonly #options: AppTrayOptions;

  constructor(options: AppTrayOptions) {
    this.#options = options;
    const { Tray, nativeImage } = options.electron;
    this.#tray = new Tray(
      nativeImage.createFromPath(trayIconPath(options.iconsDir, options.platform)),
    );
    // Windows users expect a left click to open the app; macOS and Linux open the menu.
    if (options.platform === 'win32') this.#tray.on('click', () => options.actions.openWindow());
    this.refresh();
  }

  refresh(): void {
    const { source, actions, platform, text, electron } = this.#options;
    const pending = source.pendingApprovals();
    this.#tray.setContextMenu(
      electron.Menu.buildFromTemplate(trayMenuTemplate(source, actions, text)),
    );
    this.#tray.setToolTip(
      pending > 0 ? `Hookyard — ${text.approvalsWaiting(pending)}` : 'Hookyard',
    );
    if (platform === 'darwin') this.#tray.setTitle(pending > 0 ? String(pending) : '');
  }

  dispose(): void {
    this.#tray.destroy();
  }
}
