// Where the release build keeps the Electron-ABI better-sqlite3 of each target, and which
// targets electron-builder.yml asks for. Shared by the release scripts and their tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import YAML from 'yaml';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUILDER_CONFIG = path.join(ROOT, 'electron-builder.yml');
export const BINDING_FILE = 'better_sqlite3.node';
export const BUILD_INFO_FILE = 'build-info.json';

/** electron-builder's `${os}` for a Node platform: mac, win or linux. */
export function builderOs(platform = process.platform) {
  if (platform === 'darwin') return 'mac';
  if (platform === 'win32') return 'win';
  return 'linux';
}

/** The folder that electron-builder.yml ships as `<resources>/native` for one target. */
export function nativeDir(os, arch, root = ROOT) {
  return path.join(root, 'build', 'native', 'electron', `${os}-${arch}`);
}

export function readBuilderConfig(file = BUILDER_CONFIG) {
  return YAML.parse(fs.readFileSync(file, 'utf8'));
}

/** Every arch that any target of this OS builds, in first-seen order (x64 when none is named). */
export function targetArchs(config, os) {
  const targets = config[os]?.target ?? [];
  const archs = targets.flatMap((target) =>
    typeof target === 'string' ? [] : (target.arch ?? []),
  );
  return archs.length === 0 ? ['x64'] : [...new Set(archs)];
}

/** The Electron version the app is built for: the installed electron package's. */
export function electronVersion(root = ROOT) {
  const manifest = JSON.parse(
    fs.readFileSync(path.join(root, 'node_modules', 'electron', 'package.json'), 'utf8'),
  );
  return manifest.version;
}
