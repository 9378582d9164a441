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

function isExecutableFile(file: string): boolean {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}
