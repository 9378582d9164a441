/** The last part of a path (in shared: the services name files the same way). */
export { baseName } from '../../../../shared/paths/base-name';

const trimTrailingSeparator = (path: string): string =>
  path.length > 1 ? path.replace(/[\\/]+$/, '') : path;

/** `/home/ana/x` → `~/x` when `home` is `/home/ana`; any other path is returned unchanged. */
export function shortenPath(path: string, home: string | null | undefined): string {
  if (!home) return path;
  const base = trimTrailingSeparator(home);
  if (path === base) return '~';
  const next = path.charAt(base.length);
  if (path.startsWith(base) && (next === '/' || next === '\\'))
    return `~${path.slice(base.length)}`;
  return path;
}

/** The folder part of a path (either separator); a bare name has no folder and returns ''. */
export function folderOf(path: string): string {
  const index = Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\'));
  return index <= 0 ? path.slice(0, index + 1) : path.slice(0, index);
}

/** `file:line:column` where the definition has a position, else the file alone. */
export function formatLocation(
  path: string,
  position: { line: number; column: number } | null,
): string {
  return position ? `${path}:${position.line}:${position.column}` : path;
}

/** Every occurrence of the home folder inside a command line, shortened to `~`. */
export function shortenHomeIn(text: string, home: string | null | undefined): string {
  if (!home) return text;
  const base = home.replace(/[\\/]+$/, '');
  if (base === '') return text;
  return text.replace(
    new RegExp(`${base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=[\\\\/]|$|\\s|["'])`, 'g'),
    '~',
  );
}
