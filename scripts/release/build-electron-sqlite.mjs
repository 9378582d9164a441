// Builds better-sqlite3 for Electron's ABI without touching node_modules/better-sqlite3/build
// (the Node build every test needs): copies the package's sources to a temp folder, runs node-gyp
// there against Electron's headers (downloaded: needs internet and a C++ toolchain) and puts the
// result in build/native/electron/<os>-<arch>/, which electron-builder.yml ships as
// <resources>/native/better_sqlite3.node.
//
//   node scripts/release/build-electron-sqlite.mjs [--arch x64 --arch arm64] [-- <node-gyp args>]
//
// Without --arch it builds every arch electron-builder.yml targets on this OS.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import {
  BINDING_FILE,
  BUILD_INFO_FILE,
  ROOT,
  builderOs,
  electronVersion,
  nativeDir,
  readBuilderConfig,
  targetArchs,
} from './targets.mjs';
import { electronAbi, verifyElectronSqlite } from './verify-electron-sqlite.mjs';

const require = createRequire(import.meta.url);
const SOURCE = path.join(ROOT, 'node_modules', 'better-sqlite3');
// The package's own build output and installs never travel into the copy.
const SKIPPED = new Set(['build', 'node_modules']);

/** Copies better-sqlite3's sources (not its build) into a new temp folder; returns that folder. */
export function copySources(source = SOURCE) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-sqlite-'));
  const target = path.join(work, 'better-sqlite3');
  fs.cpSync(source, target, {
    recursive: true,
    filter: (file) => !SKIPPED.has(path.relative(source, file).split(path.sep)[0]),
  });
  return target;
}

/** The node-gyp command line for one arch: Electron's runtime, version and header server. */
export function nodeGypArgs(version, arch, extra = []) {
  return [
    require.resolve('node-gyp/bin/node-gyp.js'),
    'rebuild',
    '--release',
    `--target=${version}`,
    `--arch=${arch}`,
    '--dist-url=https://electronjs.org/headers',
    '--runtime=electron',
    ...extra,
  ];
}

function buildOne(version, arch, extra) {
  const work = copySources();
  try {
    console.log(
      `Building better-sqlite3 for Electron ${version} (${builderOs()}-${arch}) in ${work}`,
    );
    const run = spawnSync(process.execPath, nodeGypArgs(version, arch, extra), {
      cwd: work,
      stdio: 'inherit',
    });
    if (run.status !== 0) throw new Error(`node-gyp failed for ${arch} (exit ${run.status}).`);
    // Checked next to its stamp before it replaces anything in build/native.
    const stage = path.join(path.dirname(work), 'stage');
    fs.mkdirSync(stage);
    fs.copyFileSync(
      path.join(work, 'build', 'Release', BINDING_FILE),
      path.join(stage, BINDING_FILE),
    );
    const betterSqlite3 = JSON.parse(
      fs.readFileSync(path.join(work, 'package.json'), 'utf8'),
    ).version;
    const info = {
      electron: version,
      abi: electronAbi(version),
      betterSqlite3,
      os: builderOs(),
      arch,
    };
    fs.writeFileSync(path.join(stage, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
    const check = verifyElectronSqlite(path.join(stage, BINDING_FILE), { os: builderOs(), arch });
    if (!check.ok) throw new Error(check.reason);
    const destination = nativeDir(builderOs(), arch);
    fs.rmSync(destination, { recursive: true, force: true });
    fs.cpSync(stage, destination, { recursive: true });
    console.log(`Wrote ${path.relative(ROOT, destination)} ${check.notes.join(' ')}`);
  } finally {
    fs.rmSync(path.dirname(work), { recursive: true, force: true });
  }
}

function parseArgs(argv) {
  const split = argv.indexOf('--');
  const own = split === -1 ? argv : argv.slice(0, split);
  const extra = split === -1 ? [] : argv.slice(split + 1);
  const archs = own.flatMap((arg, index) => (arg === '--arch' ? [own[index + 1]] : []));
  return { archs, extra };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { archs, extra } = parseArgs(process.argv.slice(2));
  const version = electronVersion();
  try {
    for (const arch of archs.length ? archs : targetArchs(readBuilderConfig(), builderOs())) {
      buildOne(version, arch, extra);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
