// `npm run dist`: builds the installers of this OS on a release machine (internet, a C++
// toolchain, signing credentials in the environment — see docs/release.md).
//   1. electron-vite build
//   2. the Electron-ABI better-sqlite3 of every arch electron-builder.yml targets on this OS,
//      built when missing or stale, then verified (it refuses a Node build)
//   3. electron-builder for this OS; extra arguments go to it (default `--publish never`)
import { spawnSync } from 'node:child_process';
import path from 'node:path';

import {
  BINDING_FILE,
  BUILDER_CONFIG,
  ROOT,
  builderOs,
  nativeDir,
  readBuilderConfig,
  targetArchs,
} from './targets.mjs';
import { verifyElectronSqlite } from './verify-electron-sqlite.mjs';

function run(label, args) {
  console.log(`\n== ${label}`);
  const result = spawnSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) {
    console.error(`${label} failed (exit ${result.status}).`);
    process.exit(1);
  }
}

const os = builderOs();
const passThrough = process.argv.slice(2);

run('build the app', [
  path.join(ROOT, 'node_modules', 'electron-vite', 'bin', 'electron-vite.js'),
  'build',
]);

for (const arch of targetArchs(readBuilderConfig(), os)) {
  const binding = path.join(nativeDir(os, arch), BINDING_FILE);
  if (!verifyElectronSqlite(binding, { os, arch }).ok) {
    run(`better-sqlite3 for Electron (${os}-${arch})`, [
      path.join(ROOT, 'scripts', 'release', 'build-electron-sqlite.mjs'),
      '--arch',
      arch,
    ]);
  }
  const check = verifyElectronSqlite(binding, { os, arch });
  if (!check.ok) {
    console.error(`Refusing to package: ${check.reason}`);
    process.exit(1);
  }
  console.log(`better-sqlite3 for ${os}-${arch}: ok ${check.notes.join(' ')}`);
}

run('electron-builder', [
  path.join(ROOT, 'node_modules', 'electron-builder', 'cli.js'),
  `--${os}`,
  '--config',
  BUILDER_CONFIG,
  ...(passThrough.some((arg) => arg.startsWith('--publish')) ? [] : ['--publish', 'never']),
  ...passThrough,
]);
