import type { RunOptions } from './hook-spec';
import { SELF_RUN_ENV } from './self-run-marks';

const POSIX_BASE = [
  'PATH',
  'HOME',
  'USER',
  'LOGNAME',
  'LANG',
  'LC_ALL',
  'LC_CTYPE',
  'SHELL',
  'TERM',
  'TMPDIR',
  'TZ',
];

// Windows programs fail in odd ways without these (SystemRoot in particular).
const WINDOWS_BASE = [
  ...POSIX_BASE,
  'PATHEXT',
  'SystemRoot',
  'windir',
  'ComSpec',
  'USERPROFILE',
  'USERNAME',
  'HOMEDRIVE',
  'HOMEPATH',
  'APPDATA',
  'LOCALAPPDATA',
  'ProgramData',
  'ProgramFiles',
  'TEMP',
  'TMP',
];

/**
 * The environment every hook starts from: a fixed list of base variables copied from the host
 * environment, NODE_EXTRA_CA_CERTS only when asked, then the caller's extra variables. Nothing
 * else of the caller's environment leaks into a hook; dialects add the agent's own variables.
 * SELF_RUN_ENV comes last, so that no caller can take it away.
 *
 * SHLVL is the host's, or 1 when Hookyard has none (started from the desktop, not a shell): Node
 * gives a child a socket for stdin, and a bash started with a socket stdin at shell level 1 takes
 * itself for an ssh session and reads the user's ~/.bashrc. The agents run from a terminal pass
 * their SHLVL on, so their hooks' bash does not; without it a hook run here read ~/.bashrc, and
 * one that waited there (pyenv's rehash lock, left by a killed shell) held every run for a minute.
 */
export function baseEnv(options: RunOptions, platform = process.platform): Record<string, string> {
  const host = options.hostEnv ?? process.env;
  const names = [
    ...(platform === 'win32' ? WINDOWS_BASE : POSIX_BASE),
    ...(options.passNodeExtraCaCerts ? ['NODE_EXTRA_CA_CERTS'] : []),
  ];
  const env: Record<string, string> = {};
  const hostKeys = Object.keys(host);
  for (const name of names) {
    // Windows variable names are case-insensitive (Path vs PATH).
    const key =
      platform === 'win32' ? hostKeys.find((k) => k.toLowerCase() === name.toLowerCase()) : name;
    const value = key === undefined ? undefined : host[key];
    if (value !== undefined) env[name] = value;
  }
  if (platform !== 'win32') env['SHLVL'] = host['SHLVL'] ?? '1';
  return { ...env, ...options.extraEnv, [SELF_RUN_ENV]: '1' };
}
