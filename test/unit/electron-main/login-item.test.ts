import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import { autostartEntry } from '../../../electron/services/platform/linux-autostart';
import { createElectronStub } from '../../helpers/electron-stub';

const stub = createElectronStub();

const { createLaunchAtLogin } = await import('../../../electron/main/login-item');

afterEach(() => {
  stub.module.app.isPackaged = false;
  stub.module.app.loginItem.openAtLogin = false;
  stub.module.app.loginItemCalls.length = 0;
});

describe('launch at login', () => {
  it('is off by default and creating it changes nothing', async () => {
    stub.module.app.isPackaged = true;
    for (const platform of ['darwin', 'win32'] as const) {
      expect(await createLaunchAtLogin(stub.api.app, platform, {}).isEnabled()).toBe(false);
    }
    expect(stub.module.app.loginItemCalls).toEqual([]);
  });

  it('turns the macOS and Windows login item on and off, reading the state back', async () => {
    stub.module.app.isPackaged = true;
    const login = createLaunchAtLogin(stub.api.app, 'darwin', {});
    expect(await login.setEnabled(true)).toBe(true);
    expect(await login.isEnabled()).toBe(true);
    expect(await login.setEnabled(false)).toBe(false);
    expect(stub.module.app.loginItemCalls).toEqual([{ openAtLogin: true }, { openAtLogin: false }]);
  });

  it('is unavailable in development, where the program would be the bare Electron binary', async () => {
    const login = createLaunchAtLogin(stub.api.app, 'win32', {});
    expect(await login.setEnabled(true)).toBe(false);
    expect(await login.isEnabled()).toBe(false);
    expect(stub.module.app.loginItemCalls).toEqual([]);
  });

  it('writes and removes an XDG autostart entry on Linux, starting the AppImage', async () => {
    stub.module.app.isPackaged = true;
    const configDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hookyard-autostart-'));
    try {
      const env = { XDG_CONFIG_HOME: configDir, APPIMAGE: '/home/ana/Apps/Hookyard 0.1.AppImage' };
      const login = createLaunchAtLogin(stub.api.app, 'linux', env);
      const entry = path.join(configDir, 'autostart', 'dev.hookyard.app.desktop');
      expect(await login.isEnabled()).toBe(false);
      await expect(fs.stat(path.join(configDir, 'autostart'))).rejects.toThrow();
      expect(await login.setEnabled(true)).toBe(true);
      const text = await fs.readFile(entry, 'utf8');
      expect(text).toContain('[Desktop Entry]');
      expect(text).toContain('Exec="/home/ana/Apps/Hookyard 0.1.AppImage"');
      expect(await login.setEnabled(false)).toBe(false);
      await expect(fs.stat(entry)).rejects.toThrow();
    } finally {
      await fs.rm(configDir, { recursive: true, force: true });
    }
  });

  it('treats an entry the desktop has disabled as off', async () => {
    stub.module.app.isPackaged = true;
    const configDir = await fs.mkdtemp(path.join(os.tmpdir(), 'hookyard-autostart-'));
    try {
      const login = createLaunchAtLogin(stub.api.app, 'linux', {
        XDG_CONFIG_HOME: configDir,
        APPIMAGE: '/a',
      });
      await login.setEnabled(true);
      const entry = path.join(configDir, 'autostart', 'dev.hookyard.app.desktop');
      await fs.appendFile(entry, 'Hidden=true\n');
      expect(await login.isEnabled()).toBe(false);
    } finally {
      await fs.rm(configDir, { recursive: true, force: true });
    }
  });
});

describe('the autostart entry', () => {
  it('quotes and escapes the command line as the Desktop Entry spec asks', () => {
    const exec = (executable: string, args: string[] = []) =>
      autostartEntry(executable, args)
        .split('\n')
        .find((line) => line.startsWith('Exec='));
    expect(exec('/opt/Hookyard/hookyard', ['--hidden'])).toBe(
      'Exec=/opt/Hookyard/hookyard --hidden',
    );
    expect(exec('/a b/c')).toBe('Exec="/a b/c"');
    expect(exec('/x/$HOME"`')).toBe('Exec="/x/\\\\$HOME\\\\"\\\\`"');
    expect(exec('/x/100%')).toBe('Exec="/x/100%%"');
    expect(exec('/x/a\\b')).toBe('Exec="/x/a\\\\\\\\b"');
  });
});
