import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  electronSqliteBinding,
  sqliteBindingOptions,
} from '../../../electron/services/platform/sqlite-binding';
import { copySources, nodeGypArgs } from '../../../scripts/release/build-electron-sqlite.mjs';
import { sha256 } from '../../../scripts/release/icon-layout.mjs';
import {
  ROOT,
  builderOs,
  nativeDir,
  readBuilderConfig,
} from '../../../scripts/release/targets.mjs';
import {
  binaryTarget,
  verifyElectronSqlite,
} from '../../../scripts/release/verify-electron-sqlite.mjs';

const PACKAGE = path.join(ROOT, 'node_modules', 'better-sqlite3');
const NODE_BUILD = path.join(PACKAGE, 'build', 'Release', 'better_sqlite3.node');
const ELECTRON = '45.5.0';
const host = { os: builderOs(), arch: process.arch };

let work: string;
beforeAll(() => {
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-binding-'));
});
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

/** A folder as build-electron-sqlite.mjs leaves it: the binding and its stamp. */
function stage(name: string, binding: Buffer, electron = ELECTRON): string {
  const folder = path.join(work, name);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'better_sqlite3.node'), binding);
  fs.writeFileSync(path.join(folder, 'build-info.json'), JSON.stringify({ electron }));
  return path.join(folder, 'better_sqlite3.node');
}

function elfHeader(machine: number): Buffer {
  const data = Buffer.alloc(64);
  data.writeUInt32BE(0x7f454c46, 0);
  data.writeUInt16LE(machine, 18);
  return data;
}

describe('the better-sqlite3 binding the services open', () => {
  it('passes a binding path to better-sqlite3 as nativeBinding, or nothing', () => {
    expect(sqliteBindingOptions('/res/native/better_sqlite3.node')).toEqual({
      nativeBinding: '/res/native/better_sqlite3.node',
    });
    expect(sqliteBindingOptions(undefined)).toEqual({});
    expect(sqliteBindingOptions('')).toEqual({});
  });

  it('opens a real database through those options', () => {
    const db = new Database(':memory:', sqliteBindingOptions(NODE_BUILD));
    expect(db.prepare('select sqlite_version() as v').get()).toMatchObject({
      v: expect.any(String),
    });
    db.close();
    expect(
      () => new Database(':memory:', sqliteBindingOptions(path.join(work, 'missing.node'))),
    ).toThrow(/missing\.node/);
  });

  it('is resources/native in the packaged app, where electron-builder.yml ships it', () => {
    const where = {
      isPackaged: true,
      resourcesPath: '/opt/Hookyard/resources',
      appPath: '/x',
      platform: 'linux' as const,
      arch: 'x64',
    };
    expect(electronSqliteBinding(where, () => false)).toBe(
      '/opt/Hookyard/resources/native/better_sqlite3.node',
    );
    const shipped = (
      readBuilderConfig().extraResources as Array<{ from: string; to: string }>
    ).find((entry) => entry.to === 'native');
    expect(shipped?.from.replace('${os}', 'linux').replace('${arch}', 'x64')).toBe(
      path.relative(ROOT, nativeDir('linux', 'x64')),
    );
  });

  it('in development is the Electron build made for this machine, when there is one', () => {
    const appPath = path.join(work, 'project');
    const where = {
      isPackaged: false,
      resourcesPath: '/unused',
      appPath,
      platform: 'darwin' as const,
      arch: 'arm64',
    };
    expect(electronSqliteBinding(where)).toBeUndefined();
    const built = path.join(nativeDir('mac', 'arm64', appPath), 'better_sqlite3.node');
    fs.mkdirSync(path.dirname(built), { recursive: true });
    fs.writeFileSync(built, '');
    expect(electronSqliteBinding(where)).toBe(built);
  });
});

describe('checking an Electron binding before packaging', () => {
  it("refuses better-sqlite3's Node build, the trap that crashes Electron at startup", () => {
    const file = stage('node-build', fs.readFileSync(NODE_BUILD));
    expect(verifyElectronSqlite(file, host, { electronVersion: ELECTRON })).toEqual({
      ok: false,
      reason: `${file} is built for Node, not Electron.`,
    });
  });

  it('refuses a missing file, a non-binary, another CPU and a stale stamp', () => {
    const check = (file: string, target = host) =>
      verifyElectronSqlite(file, target, { electronVersion: ELECTRON });
    expect(check(path.join(work, 'nowhere', 'better_sqlite3.node'))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('does not exist'),
    });
    expect(check(stage('text', Buffer.from('hello')))).toMatchObject({
      ok: false,
      reason: expect.stringContaining('not a native library'),
    });
    const x64 = stage('x64', elfHeader(0x3e));
    expect(check(x64, { os: 'linux', arch: 'arm64' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('linux-x64, not linux-arm64'),
    });
    expect(check(x64, { os: 'mac', arch: 'x64' })).toMatchObject({ ok: false });
    const stale = stage('stale', elfHeader(0xb7), '44.0.0');
    expect(check(stale, { os: 'linux', arch: 'arm64' })).toMatchObject({
      ok: false,
      reason: expect.stringContaining('Electron 44.0.0'),
    });
  });

  it("accepts another CPU's build on its stamp, saying the ABI was not read", () => {
    const other =
      process.arch === 'arm64' ? { arch: 'x64', machine: 0x3e } : { arch: 'arm64', machine: 0xb7 };
    const file = stage('cross', elfHeader(other.machine));
    const result = verifyElectronSqlite(
      file,
      { os: 'linux', arch: other.arch },
      { electronVersion: ELECTRON },
    );
    expect(result).toMatchObject({ ok: true, notes: [expect.stringContaining('ABI not read')] });
  });

  it('reads the OS and CPU from ELF, Mach-O and PE headers', () => {
    expect(binaryTarget(fs.readFileSync(NODE_BUILD))).toEqual(host);
    const macho = Buffer.alloc(32);
    macho.writeUInt32LE(0xfeedfacf, 0);
    macho.writeUInt32LE(0x0100000c, 4);
    expect(binaryTarget(macho)).toEqual({ os: 'mac', arch: 'arm64' });
    const pe = Buffer.alloc(0x90);
    pe.write('MZ', 0, 'latin1');
    pe.writeUInt32LE(0x80, 0x3c);
    pe.write('PE\0\0', 0x80, 'latin1');
    pe.writeUInt16LE(0x8664, 0x84);
    expect(binaryTarget(pe)).toEqual({ os: 'win', arch: 'x64' });
    expect(binaryTarget(Buffer.from('#!/bin/sh'))).toBeNull();
  });
});

describe('building the Electron binding', () => {
  it("copies better-sqlite3's sources to a temp folder without its build, leaving the original alone", () => {
    const before = sha256(fs.readFileSync(NODE_BUILD));
    const copy = copySources();
    try {
      expect(path.relative(os.tmpdir(), copy).startsWith('..')).toBe(false);
      for (const file of ['binding.gyp', 'package.json', 'lib/index.js', 'src', 'deps']) {
        expect(fs.existsSync(path.join(copy, file)), file).toBe(true);
      }
      expect(fs.existsSync(path.join(copy, 'build'))).toBe(false);
    } finally {
      fs.rmSync(path.dirname(copy), { recursive: true, force: true });
    }
    expect(sha256(fs.readFileSync(NODE_BUILD))).toBe(before);
  });

  it("runs node-gyp against Electron's headers for the requested CPU", () => {
    const args = nodeGypArgs(ELECTRON, 'arm64', ['-j', '2']);
    expect(args[0]).toMatch(/node-gyp\.js$/);
    expect(args.slice(1)).toEqual([
      'rebuild',
      '--release',
      '--target=45.5.0',
      '--arch=arm64',
      '--dist-url=https://electronjs.org/headers',
      '--runtime=electron',
      '-j',
      '2',
    ]);
  });
});
