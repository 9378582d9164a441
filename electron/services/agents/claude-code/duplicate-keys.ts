import type { Node } from 'jsonc-parser';

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
