import path from 'node:path';

const WINDOWS_PATH = /^(?:[A-Za-z]:[\\/]|\\\\)/;

/**
 * A path as rules match it: `.` and `..` segments collapsed, as the OS will resolve them, so that
 * `/work/app/../../etc/passwd` is matched as `/etc/passwd` (it matched an allow rule for
 * `/work/app/**`, and could slip out from under a deny rule's folder). Lexical only: the file
 * need not exist, and symbolic links are not followed (the agent names paths, not inodes).
 * Windows paths are collapsed with Windows rules; everything else with POSIX ones. A relative
 * path stays relative (`src/../../x` → `../x`).
 */
export function lexicalPath(raw: string): string {
  if (raw === '') return raw;
  if (WINDOWS_PATH.test(raw)) return path.win32.normalize(raw);
  return NOT_POSIX_NORMAL.test(raw) ? path.posix.normalize(raw) : raw;
}

// A POSIX path with no `.` or `..` segment and no doubled `/` is its own normal form: the common
// case (every request's workspace) skips normalizing, a third of reading a tool use in a profile
// of bursts against the approvals bridge.
const NOT_POSIX_NORMAL = /(?:^|\/)\.{1,2}(?:\/|$)|\/\//;
