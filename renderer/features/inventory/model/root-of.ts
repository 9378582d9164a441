/**
 * The workspace root a file lies in (the longest one, should roots nest), or null for a file
 * outside every root (user level, managed settings, plugins).
 */
export function rootOf(file: string, roots: readonly string[]): string | null {
  const inside = roots.filter(
    (root) =>
      file.startsWith(root) &&
      (file.charAt(root.length) === '/' || file.charAt(root.length) === '\\'),
  );
  return inside.sort((a, b) => b.length - a.length)[0] ?? null;
}
