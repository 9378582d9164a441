import type { InventoryScope } from '../../shared/schemas/inventory';

export const USER_SCOPE: InventoryScope = { kind: 'user' };

/** A string that identifies a scope, for comparisons and map keys. */
export function scopeKey(scope: InventoryScope): string {
  return scope.kind === 'user' ? 'user' : `workspace:${scope.workspaceId}`;
}

export function sameScope(a: InventoryScope, b: InventoryScope): boolean {
  return scopeKey(a) === scopeKey(b);
}
