import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';

/** The built `hookyard` command (bin/hookyard.js runs out/cli). */
export const HOOKYARD_BIN = path.resolve(__dirname, '../../bin/hookyard.js');

export interface HookyardOptions {
  /** The HOME it runs with (a temp home); none: no HOME at all. */
  home?: string;
  /** Its data folder, passed as HOOKYARD_DATA_DIR (a --data-dir in `args` wins, as for users). */
  dataDir?: string;
  /** What it reads on stdin. */
  input?: string;
  /** The folder it runs in (relative --workspace paths). */
  cwd?: string;
}

/**
 * Runs `hookyard` as people script it: a child Node process with PATH and only the HOME and
 * data folder given, so nothing of the test runner's own environment leaks in.
 */
export function runHookyard(
  args: readonly string[],
  options: HookyardOptions = {},
): SpawnSyncReturns<string> {
  const env: NodeJS.ProcessEnv = { PATH: process.env.PATH };
  if (options.home !== undefined) env.HOME = options.home;
  if (options.dataDir !== undefined) env.HOOKYARD_DATA_DIR = options.dataDir;
  return spawnSync(process.execPath, [HOOKYARD_BIN, ...args], {
    encoding: 'utf8',
    env,
    input: options.input,
    cwd: options.cwd,
  });
}
