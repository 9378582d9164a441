import type { Node } from 'jsonc-parser';

/**
 * The path of the first object key written twice anywhere in a JSON tree (`["hooks",
 * "PreToolUse"]`), or null. An agent that reads such a file with JSON.parse (Claude Code does) keeps the last
 * value of a repeated key and drops the others without a word (checked with the real CLI in
 * test/integration/real-agents/claude-duplicate-keys.test.ts).
 */
export function repeatedKeyPath(node: Node | undefined, path: string[] = []): string[] | null {
  if (!node) return null;
  if (node.type === 'array') {
    for (const [index, item] of (node.children ?? []).entries()) {
      const found = repeatedKeyPath(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (node.type !== 'object') return null;
  const keys = new Set<string>();
  for (const property of node.children ?? []) {
    const key = property.children?.[0]?.value;
    if (typeof key !== 'string') continue;
    if (keys.has(key)) return [...path, key];
    keys.add(key);
  }
  for (const property of node.children ?? []) {
    const key = String(property.children?.[0]?.value);
    const found = repeatedKeyPath(property.children?.[1], [...path, key]);
    if (found) return found;
  }
  return null;
}
