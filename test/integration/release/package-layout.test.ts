import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import asar from '@electron/asar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { sha256 } from '../../../scripts/release/icon-layout.mjs';
import { ROOT, readBuilderConfig } from '../../../scripts/release/targets.mjs';

const NODE_BUILD = path.join(ROOT, 'node_modules/better-sqlite3/build/Release/better_sqlite3.node');
const STAND_IN_BINDING = 'stand-in for the Electron-ABI better_sqlite3.node';

function listFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

// The real electron-builder lays out the unpacked Linux app from electron-builder.yml, with three
// changes a CI machine needs: a stand-in Electron (the binary cannot be downloaded), a stand-in
// native binding (it is built on release machines), and output in a temp folder.
describe('the packaged app layout (electron-builder --dir)', () => {
  let work: string;
  let resources: string;
  let files: string[];
  let nodeBuildHash: string;

  beforeAll(() => {
    if (
      !['main/index.js', 'preload/index.js', 'renderer/index.html'].every((file) =>
        fs.existsSync(path.join(ROOT, 'out', file)),
      )
    ) {
      const build = spawnSync(
        process.execPath,
        [path.join(ROOT, 'node_modules/electron-vite/bin/electron-vite.js'), 'build'],
        { cwd: ROOT, encoding: 'utf8' },
      );
      if (build.status !== 0) throw new Error(`electron-vite build failed:\n${build.stderr}`);
    }
    nodeBuildHash = sha256(fs.readFileSync(NODE_BUILD));
    work = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-layout-'));
    const electron = path.join(work, 'electron');
    fs.mkdirSync(path.join(electron, 'resources'), { recursive: true });
    fs.mkdirSync(path.join(electron, 'locales'));
    fs.writeFileSync(path.join(electron, 'electron'), '#!/bin/sh\necho "stand-in Electron"\n', {
      mode: 0o755,
    });
    const native = path.join(work, 'native', 'linux-x64');
    fs.mkdirSync(native, { recursive: true });
    fs.writeFileSync(path.join(native, 'better_sqlite3.node'), STAND_IN_BINDING);

    const config = readBuilderConfig() as Record<string, unknown> & {
      directories: Record<string, string>;
      extraResources: Array<{ from: string; to: string }>;
    };
    config.directories = { ...config.directories, output: path.join(work, 'dist') };
    config.electronDist = electron;
    config.extraResources = config.extraResources.map((entry) =>
      entry.to === 'native'
        ? { ...entry, from: path.join(work, 'native', '${os}-${arch}') }
        : entry,
    );
    fs.writeFileSync(path.join(work, 'config.json'), JSON.stringify(config));

    const run = spawnSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules/electron-builder/cli.js'),
        '--linux',
        'dir',
        '--x64',
        '--config',
        path.join(work, 'config.json'),
        '--publish',
        'never',
      ],
      { cwd: ROOT, encoding: 'utf8', timeout: 120_000, env: { ...process.env, CI: 'true' } },
    );
    if (run.status !== 0) throw new Error(`electron-builder failed:\n${run.stdout}\n${run.stderr}`);
    resources = path.join(work, 'dist', 'linux-unpacked', 'resources');
    files = asar
      .listPackage(path.join(resources, 'app.asar'), { isPack: false })
      .map((file) => file.replace(/\\/g, '/'));
  }, 180_000);

  afterAll(() => {
    if (work) fs.rmSync(work, { recursive: true, force: true });
  });

  it('packs the built main, preload and renderer with package.json into app.asar', () => {
    for (const file of [
      '/out/main/index.js',
      '/out/preload/index.js',
      '/out/renderer/index.html',
      '/package.json',
    ]) {
      expect(files, file).toContain(file);
    }
    const manifest = JSON.parse(
      asar.extractFile(path.join(resources, 'app.asar'), 'package.json').toString(),
    );
    expect(manifest.main).toBe('out/main/index.js');
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(files.some((file) => file.startsWith('/src/') || file.startsWith('/electron/'))).toBe(
      false,
    );
  });

  it("packs the runtime dependencies, with better-sqlite3's JavaScript but not its Node build or sources", () => {
    expect(files).toContain('/node_modules/electron-updater/package.json');
    expect(files).toContain('/node_modules/better-sqlite3/lib/index.js');
    expect(
      files.filter((file) => /^\/node_modules\/better-sqlite3\/(build|deps|src)\//.test(file)),
    ).toEqual([]);
  });

  it('ships the Electron binding as resources/native and no other copy of better_sqlite3.node', () => {
    expect(fs.readFileSync(path.join(resources, 'native', 'better_sqlite3.node'), 'utf8')).toBe(
      STAND_IN_BINDING,
    );
    const everywhere = listFiles(path.join(work, 'dist', 'linux-unpacked'));
    expect(everywhere.filter((file) => file.endsWith('.node'))).toEqual([
      path.join('resources', 'native', 'better_sqlite3.node'),
    ]);
    expect(files.filter((file) => file.endsWith('.node'))).toEqual([]);
  });

  it('copies the hook templates, shims and tray icons next to app.asar', () => {
    const copies: Array<[string, string]> = [
      ['resources/templates', 'templates'],
      ['resources/shims', 'shims'],
      ['resources/icons/tray', 'icons/tray'],
    ];
    for (const [from, to] of copies) {
      const source = listFiles(path.join(ROOT, from));
      expect(source.length, from).toBeGreaterThan(0);
      expect(listFiles(path.join(resources, to)), to).toEqual(source);
    }
  });

  it('writes the update feed settings and names the executable', () => {
    const feed = fs.readFileSync(path.join(resources, 'app-update.yml'), 'utf8');
    expect(feed).toContain('provider: github');
    expect(fs.existsSync(path.join(work, 'dist', 'linux-unpacked', 'hookyard'))).toBe(true);
  });

  it("leaves the project alone: no dist folder, and the tests' Node build of better-sqlite3 untouched", () => {
    expect(fs.existsSync(path.join(ROOT, 'dist'))).toBe(false);
    expect(sha256(fs.readFileSync(NODE_BUILD))).toBe(nodeBuildHash);
  });
});
