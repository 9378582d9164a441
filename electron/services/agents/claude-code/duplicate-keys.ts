import type { Node } from 'jsonc-parser';

/**
 * The path of the first object key written twice anywhere in a JSON tree (`["hooks",
 * "PreToolUse"]`), or null. Claude Code reads such a file with JSON.parse, which keeps the last
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

/**
 * The event properties of a `hooks` object that a later key of the same name hides: what Claude
 * Code never runs. Each comes as an object node holding only that property, so that the usual
 * walk can list its handlers.
 */
export function shadowedEvents(hooks: Node): Node[] {
  const properties = hooks.type === 'object' ? (hooks.children ?? []) : [];
  return properties
    .filter((property, index) => {
      const key = property.children?.[0]?.value;
      return properties.slice(index + 1).some((later) => later.children?.[0]?.value === key);
    })
    .map((property) => ({ ...hooks, children: [property] }));
}
