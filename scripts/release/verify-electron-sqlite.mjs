// Checks that a better_sqlite3.node is the one the packaged app needs: the right executable
// format and CPU for the target, built for Electron's ABI (never Node's), stamped with the
// Electron version. Used by dist.mjs before packaging; `node verify-electron-sqlite.mjs <file>
// <os> <arch>` checks one file by hand.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { BUILD_INFO_FILE, builderOs, electronVersion } from './targets.mjs';

const ELF_MACHINES = { 0x3e: 'x64', 0xb7: 'arm64', 0x03: 'ia32' };
const MACHO_CPUS = { 0x01000007: 'x64', 0x0100000c: 'arm64', 0x07: 'ia32' };
const PE_MACHINES = { 0x8664: 'x64', 0xaa64: 'arm64', 0x14c: 'ia32' };

/** The OS family and CPU a native binary was built for, read from its header; null if unknown. */
export function binaryTarget(data) {
  if (data.length >= 20 && data.readUInt32BE(0) === 0x7f454c46) {
    return { os: 'linux', arch: ELF_MACHINES[data.readUInt16LE(18)] ?? 'unknown' };
  }
  if (data.length >= 8 && data.readUInt32LE(0) === 0xfeedfacf) {
    return { os: 'mac', arch: MACHO_CPUS[data.readUInt32LE(4)] ?? 'unknown' };
  }
  if (data.length >= 0x40 && data.toString('latin1', 0, 2) === 'MZ') {
    const pe = data.readUInt32LE(0x3c);
    if (pe + 6 <= data.length && data.toString('latin1', pe, pe + 4) === 'PE\0\0') {
      return { os: 'win', arch: PE_MACHINES[data.readUInt16LE(pe + 4)] ?? 'unknown' };
    }
  }
  return null;
}

/** Electron's NODE_MODULE_VERSION, from node-abi (installed with better-sqlite3); null if unknown. */
export function electronAbi(version) {
  try {
    return createRequire(import.meta.url)('node-abi').getAbi(version, 'electron');
  } catch {
    return null;
  }
}

// Node refuses an addon built for another ABI and names that ABI: the one reliable way to read it.
function loadInNode(file) {
  const probe = `try { process.dlopen({ exports: {} }, ${JSON.stringify(file)}); console.log('loaded'); } catch (error) { console.log(error.message); }`;
  const run = spawnSync(process.execPath, ['-e', probe], { encoding: 'utf8', timeout: 20_000 });
  return (run.stdout ?? '').trim();
}

/**
 * Checks one binding for one target. Returns {ok: true, notes} or {ok: false, reason}; never
 * throws. The ABI is only read when the target is this machine (Node cannot load another CPU's
 * binary); for another arch the build-info stamp is trusted.
 */
export function verifyElectronSqlite(file, target, options = {}) {
  const version = options.electronVersion ?? electronVersion();
  const notes = [];
  if (!fs.existsSync(file)) return { ok: false, reason: `${file} does not exist.` };
  const data = fs.readFileSync(file);
  const built = binaryTarget(data);
  if (!built) return { ok: false, reason: `${file} is not a native library.` };
  if (built.os !== target.os || built.arch !== target.arch) {
    return {
      ok: false,
      reason: `${file} is for ${built.os}-${built.arch}, not ${target.os}-${target.arch}.`,
    };
  }
  const stampFile = path.join(path.dirname(file), BUILD_INFO_FILE);
  const stamp = fs.existsSync(stampFile) ? JSON.parse(fs.readFileSync(stampFile, 'utf8')) : null;
  if (stamp?.electron !== version) {
    return {
      ok: false,
      reason: `${stampFile} says Electron ${stamp?.electron ?? '(none)'}, the app uses ${version}.`,
    };
  }
  if (target.os !== builderOs() || target.arch !== process.arch) {
    notes.push(`ABI not read: ${target.os}-${target.arch} cannot be loaded on this machine.`);
    return { ok: true, notes };
  }
  const answer = loadInNode(file);
  if (answer === 'loaded') return { ok: false, reason: `${file} is built for Node, not Electron.` };
  const abi = /NODE_MODULE_VERSION (\d+)/.exec(answer)?.[1];
  if (!abi) return { ok: false, reason: `${file} could not be inspected: ${answer}` };
  const expected = electronAbi(version);
  if (expected === null)
    notes.push(`node-abi does not know Electron ${version}; ABI ${abi} not compared.`);
  else if (Number(abi) !== Number(expected)) {
    return { ok: false, reason: `${file} has ABI ${abi}; Electron ${version} needs ${expected}.` };
  }
  return { ok: true, notes };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [file, os = builderOs(), arch = process.arch] = process.argv.slice(2);
  const result = verifyElectronSqlite(path.resolve(file ?? ''), { os, arch });
  console.log(result.ok ? `ok ${result.notes.join(' ')}` : `not usable: ${result.reason}`);
  process.exit(result.ok ? 0 : 1);
}
