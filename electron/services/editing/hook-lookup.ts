import { AppFailure } from '../../../shared/result';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { Inventory, InventoryScope } from '../../../shared/schemas/inventory';
import type { DiscoveryTarget } from '../agents/dialect';

/** A hook in a scope, by id: what every switch, delete and trust request names. */
export interface HookRef {
  scope: InventoryScope;
  hookId: string;
}

/** A hook as the user saw it: its id and the content hash it was shown with. */
export interface ShownHook extends HookRef {
  contentHash: string;
}

/** What the editing services need from the inventory (InventoryService implements it). */
export interface HookLookup {
  get(scope: InventoryScope): Promise<Inventory>;
  target(scope: InventoryScope): Promise<DiscoveryTarget>;
}

/**
 * The hook with this id as the agents see it now (a fresh scan), or AppFailure('not-found').
 * Callers act on the fresh row, never on a row the renderer sent.
 */
export async function findHook(
  lookup: HookLookup,
  scope: InventoryScope,
  hookId: string,
): Promise<HookEntry> {
  const found = (await lookup.get(scope)).hooks.find((hook) => hook.id === hookId);
  if (!found) throw new AppFailure('not-found', 'failure.hook-not-found', { id: hookId });
  return found;
}

/**
 * The hook the user saw, as it is now (a fresh scan). AppFailure('conflict') with nothing done
 * when it is gone (removed, or edited into another hook: its row is new) or differs from what
 * was shown, so that a repeated or stale request never reaches another hook.
 */
export async function findShownHook(lookup: HookLookup, shown: ShownHook): Promise<HookEntry> {
  return shownHookIn((await lookup.get(shown.scope)).hooks, shown);
}

/** findShownHook over rows already scanned. */
export function shownHookIn(hooks: readonly HookEntry[], shown: ShownHook): HookEntry {
  const found = hooks.find((hook) => hook.id === shown.hookId);
  if (!found) throw new AppFailure('conflict', 'failure.shown-hook-gone');
  assertShown(found, shown.contentHash);
  return found;
}

/** AppFailure('conflict') when a hook's content is not the one the user was shown. */
export function assertShown(hook: HookEntry, contentHash: string): void {
  if (hook.contentHash !== contentHash) {
    throw new AppFailure('conflict', 'failure.shown-hook-changed', {
      file: hook.sourcePath,
      now: hook.handler.summary,
    });
  }
}
