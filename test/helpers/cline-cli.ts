import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CLINE_VERSION = '3.0.65';

/**
 * The real `cline` CLI for tests, installed on first use into a cache folder outside the
 * project: its optional platform packages break `npm ci` when it sits in the lockfile
 * (TOOLCHAIN.md), so it cannot be a devDependency. About 25 s the first time.
 */
export function installClineCli(): string {
  const prefix = path.join(os.homedir(), '.cache', 'hookyard-test', `cline-${CLINE_VERSION}`);
  const bin = path.join(prefix, 'node_modules', '.bin', 'cline');
  if (fs.existsSync(bin)) return bin;
  fs.mkdirSync(prefix, { recursive: true });
  const install = spawnSync(
    'npm',
    [
      'install',
      '--prefix',
      prefix,
      '--no-audit',
      '--no-fund',
      '--no-save',
      `cline@${CLINE_VERSION}`,
    ],
    { encoding: 'utf8', timeout: 300_000 },
  );
  if (install.status !== 0 || !fs.existsSync(bin)) {
    throw new Error(`Could not install cline@${CLINE_VERSION}:\n${install.stderr}`);
  }
  return bin;
}
