import type { InventoryScope } from '../../shared/schemas/inventory';
import { scopeKey } from './scope-key';

/**
 * State kept for each scope apart (user level, each workspace), by scope key. The history's
 * filters and its Import and Export status lines live in one: each belongs to the workspace it
 * was made in, so that switching workspace neither carries them over nor loses them.
 */
export type PerScope<T> = Readonly<Record<string, T>>;

/** The value kept for the scope on screen, if any. */
export function inScope<T>(map: PerScope<T>, scope: InventoryScope): T | undefined {
  return map[scopeKey(scope)];
}

/** `map` with `value` kept for the scope `key`. */
export function keptFor<T>(map: PerScope<T>, key: string, value: T): PerScope<T> {
  return { ...map, [key]: value };
}
