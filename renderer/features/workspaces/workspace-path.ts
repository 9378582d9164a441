/** `~` and `~/x` become paths under `home`; anything else is returned trimmed. */
export function expandHome(input: string, home: string | null): string {
  const path = input.trim();
  if (!home || !(path === '~' || path.startsWith('~/') || path.startsWith('~\\'))) return path;
  return `${home.replace(/[\\/]+$/, '')}${path.slice(1)}`;
}

/** POSIX `/x`, Windows `C:\x` or `C:/x`, or a UNC `\\server\share`. */
export function isAbsolutePath(path: string): boolean {
  return /^(\/|[A-Za-z]:[\\/]|\\\\)/.test(path);
}

/** Every root of the workspaces already added, for hiding detected folders that are known. */
export function knownRoots(workspaces: readonly { roots: readonly string[] }[]): Set<string> {
  return new Set(workspaces.flatMap((workspace) => workspace.roots));
}
