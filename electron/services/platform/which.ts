import fs from 'node:fs';
import path from 'node:path';

/**
 * Finds a command on a PATH string the way a shell would; memoised, since discovery asks about
 * the same interpreters (bash, node, python3, bun) for every hook.
 */
export function createWhich(pathEnv: string, platform: NodeJS.Platform = process.platform) {
  const cache = new Map<string, string | null>();
  const dirs = pathEnv.split(path.delimiter).filter(Boolean);
  const extensions = platform === 'win32' ? ['', '.exe', '.cmd', '.bat'] : [''];
  return (command: string): string | null => {
    if (cache.has(command)) return cache.get(command) ?? null;
    let found: string | null = null;
    if (command.includes('/') || (platform === 'win32' && command.includes('\\'))) {
      found = isExecutableFile(command) ? command : null;
    } else {
      outer: for (const dir of dirs) {
        for (const extension of extensions) {
          const candidate = path.join(dir, command + extension);
          if (isExecutableFile(candidate)) {
            found = candidate;
            break outer;
          }
        }
      }
    }
    cache.set(command, found);
    return found;
  };
}

/** How long `sharedWhich` reuses its lookups: later, programs installed meanwhile are found. */
const SHARED_WHICH_MS = 5_000;
const shared = new Map<string, { which: (command: string) => string | null; until: number }>();

/**
 * A `createWhich` shared by the calls of the next few seconds with the same PATH (another PATH
 * gets its own). Every hook run plans its command (which shell, whether it exists); a replay
 * runs thousands in a row, and each fresh lookup walked PATH with two system calls per folder
 * (about 3 ms a hook on the main thread of a loaded machine). Stale for at most SHARED_WHICH_MS.
 */
export function sharedWhich(pathEnv: string, platform: NodeJS.Platform = process.platform) {
  const key = `${platform}\0${pathEnv}`;
  const now = Date.now();
  let entry = shared.get(key);
  if (!entry || entry.until < now) {
    // A handful of PATHs in practice; bounded all the same.
    if (shared.size >= 16) shared.clear();
    entry = { which: createWhich(pathEnv, platform), until: now + SHARED_WHICH_MS };
    shared.set(key, entry);
  }
  return entry.which;
}

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
