import fs from 'node:fs';
import path from 'node:path';

import { validateConfiguration } from 'app-builder-lib/out/util/config/config';
import { DebugLogger } from 'builder-util';
import { describe, expect, it } from 'vitest';

import { ROOT, readBuilderConfig, targetArchs } from '../../../scripts/release/targets.mjs';

// electron-builder validates its configuration with this function (ajv and its scheme.json)
// before it builds anything; the test calls it directly, offline, on electron-builder.yml.
const validate = (config: Record<string, unknown>) =>
  validateConfiguration(config as never, new DebugLogger(false));

interface Target {
  target: string;
  arch: string[];
}

/** The parts of electron-builder.yml these tests read. */
interface BuilderConfig {
  mac: { target: Target[]; icon: string; entitlements: string };
  win: { target: Target[]; icon: string };
  linux: { target: Target[]; icon: string; maintainer: string; synopsis: string };
  extraResources: Array<{ from: string; to: string }>;
  [key: string]: unknown;
}

describe('electron-builder.yml', () => {
  const config = readBuilderConfig() as BuilderConfig;

  it("passes electron-builder's own schema validation", async () => {
    await expect(validate(structuredClone(config))).resolves.toBeUndefined();
  });

  it('would be rejected by that validation if an option were misspelled', async () => {
    const broken = { ...structuredClone(config), mac: { ...config.mac, hardenedRutime: true } };
    await expect(validate(broken)).rejects.toThrow(/configuration\.mac/);
  });

  it('names the app and never rebuilds native modules', () => {
    expect(config).toMatchObject({
      appId: 'dev.hookyard.app',
      productName: 'Hookyard',
      npmRebuild: false,
      buildDependenciesFromSource: false,
      nodeGypRebuild: false,
    });
  });

  it('builds dmg and zip for both Mac CPUs, NSIS for both Windows CPUs, AppImage and deb', () => {
    const targets = (os: 'mac' | 'win' | 'linux') =>
      config[os].target.map(({ target, arch }) => `${target}:${arch.join('+')}`);
    expect(targets('mac')).toEqual(['dmg:x64+arm64', 'zip:x64+arm64']);
    expect(targets('win')).toEqual(['nsis:x64+arm64']);
    expect(targets('linux')).toEqual(['AppImage:x64', 'deb:x64']);
    expect(targetArchs(config, 'mac')).toEqual(['x64', 'arm64']);
    expect(targetArchs(config, 'linux')).toEqual(['x64']);
  });

  it('describes the app for each platform and signs macOS with the hardened runtime', () => {
    expect(config.mac).toMatchObject({
      category: 'public.app-category.developer-tools',
      hardenedRuntime: true,
    });
    expect(config.linux).toMatchObject({ category: 'Development' });
    expect(config.linux.maintainer).toMatch(/<.+@.+>/);
    expect(config.linux.synopsis.length).toBeGreaterThan(10);
    const entitlements = fs.readFileSync(path.join(ROOT, config.mac.entitlements), 'utf8');
    expect(entitlements).toContain('com.apple.security.cs.allow-jit');
  });

  it('points every platform at an icon file that exists', () => {
    for (const file of [
      config.mac.icon,
      config.win.icon,
      path.join(config.linux.icon, '512x512.png'),
    ]) {
      expect(fs.existsSync(path.join(ROOT, file)), file).toBe(true);
    }
  });

  it('registers the hookyard:// scheme and publishes to GitHub', () => {
    expect(config.protocols).toEqual([{ name: 'Hookyard link', schemes: ['hookyard'] }]);
    expect(config.publish).toEqual([
      expect.objectContaining({
        provider: 'github',
        owner: expect.any(String),
        repo: expect.any(String),
      }),
    ]);
  });

  it('ships the templates, shims, tray icons and the Electron build of better-sqlite3', () => {
    const resources = Object.fromEntries(config.extraResources.map(({ from, to }) => [to, from]));
    expect(resources).toEqual({
      templates: 'resources/templates',
      shims: 'resources/shims',
      'icons/tray': 'resources/icons/tray',
      native: 'build/native/electron/${os}-${arch}',
    });
    for (const folder of ['resources/templates', 'resources/shims', 'resources/icons/tray']) {
      expect(fs.existsSync(path.join(ROOT, folder)), folder).toBe(true);
    }
  });
});
