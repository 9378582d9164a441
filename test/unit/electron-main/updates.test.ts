import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { Updater } from '../../../electron/main/updates';
import { RecordingNotifier } from '../../helpers/recording-notifier';

import { startUpdates, updatesDecision } from '../../../electron/main/updates';
import { nativeText } from '../../../shared/i18n/native-text';

// electron-updater's real autoUpdater cannot exist without the Electron binary: this one records
// what Hookyard asks of it and lets the test fire its events.
class RecordingUpdater implements Updater {
  autoDownload = false;
  autoInstallOnAppQuit = false;
  checks = 0;
  installs = 0;
  readonly listeners = new Map<string, (value: never) => void>();
  on(event: string, listener: (value: never) => void): this {
    this.listeners.set(event, listener);
    return this;
  }
  fire(event: string, value: unknown): void {
    this.listeners.get(event)?.(value as never);
  }
  checkForUpdates(): Promise<unknown> {
    this.checks += 1;
    return Promise.reject(new Error('offline'));
  }
  quitAndInstall(): void {
    this.installs += 1;
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.spyOn(console, 'info').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('automatic updates', () => {
  it('are off in development and when HOOKYARD_NO_UPDATES is set', () => {
    expect(updatesDecision(false, {})).toEqual({ enabled: false, reason: 'development build' });
    expect(updatesDecision(true, { HOOKYARD_NO_UPDATES: '1' })).toMatchObject({ enabled: false });
    expect(updatesDecision(true, { HOOKYARD_NO_UPDATES: '' })).toEqual({ enabled: true });
    expect(updatesDecision(true, {})).toEqual({ enabled: true });
  });

  it('never load the updater or check in development', () => {
    const loadUpdater = vi.fn(() => new RecordingUpdater());
    const updates = startUpdates({
      text: nativeText(['en']),
      isPackaged: false,
      env: {},
      notifier: new RecordingNotifier(),
      loadUpdater,
    });
    vi.advanceTimersByTime(24 * 60 * 60 * 1000);
    updates.dispose();
    expect(loadUpdater).not.toHaveBeenCalled();
  });

  it('check after startup and then periodically, until disposed', () => {
    const updater = new RecordingUpdater();
    const updates = startUpdates({
      text: nativeText(['en']),
      isPackaged: true,
      env: {},
      notifier: new RecordingNotifier(),
      loadUpdater: () => updater,
      firstCheckMs: 1_000,
      intervalMs: 60_000,
    });
    expect(updater).toMatchObject({ autoDownload: true, autoInstallOnAppQuit: true, checks: 0 });
    vi.advanceTimersByTime(1_000);
    expect(updater.checks).toBe(1);
    vi.advanceTimersByTime(120_000);
    expect(updater.checks).toBe(3);
    updates.dispose();
    vi.advanceTimersByTime(600_000);
    expect(updater.checks).toBe(3);
  });

  it('notify once per downloaded version, and install when the user picks Restart now', () => {
    const updater = new RecordingUpdater();
    const notifier = new RecordingNotifier();
    const updates = startUpdates({
      text: nativeText(['en']),
      isPackaged: true,
      env: {},
      notifier,
      loadUpdater: () => updater,
    });
    updater.fire('update-downloaded', { version: '0.2.0' });
    updater.fire('update-downloaded', { version: '0.2.0' });
    expect(notifier.shown).toHaveLength(1);
    expect(notifier.shown[0]).toMatchObject({
      title: 'Hookyard update ready',
      actions: [{ id: 'restart', label: 'Restart now' }],
    });
    expect(notifier.shown[0]?.body).toContain('0.2.0');
    expect(updater.installs).toBe(0);
    notifier.press(0, 'restart');
    expect(updater.installs).toBe(1);
    updates.dispose();
  });

  it('stay off, without throwing, when the updater cannot load', () => {
    const updates = startUpdates({
      text: nativeText(['en']),
      isPackaged: true,
      env: {},
      notifier: new RecordingNotifier(),
      loadUpdater: () => {
        throw new Error('no app-update.yml');
      },
    });
    expect(() => updates.dispose()).not.toThrow();
  });
});
