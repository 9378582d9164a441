/**
 * The last part of a path, whichever separator it uses (`/` or `\`); a trailing separator is
 * ignored. Runs anywhere: the renderer and the services name files the same way.
 */
export function baseName(path: string): string {
  const trimmed = path.length > 1 ? path.replace(/[\\/]+$/, '') : path;
  return trimmed.slice(Math.max(trimmed.lastIndexOf('/'), trimmed.lastIndexOf('\\')) + 1);
}
