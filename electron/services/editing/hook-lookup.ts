import { AppFailure } from '../../../shared/result';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { Inventory, InventoryScope } from '../../../shared/schemas/inventory';
import { rootSettingsFiles, userSettingsFile } from '../agents/claude-code/settings-sources';
import type { DiscoveryTarget } from '../agents/dialect';
import type { HostPaths } from '../platform/host-paths';

/** A hook in a scope, by id: what every switch, delete and trust request names. */
export interface HookRef {
  scope: InventoryScope;
  hookId: string;
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
  if (!found) throw new AppFailure('not-found', 'hook-not-found', { id: hookId });
  return found;
}

/** The Claude Code settings files Hookyard may edit for a target: user, and per root project + local. */
export function editableClaudeSettings(target: DiscoveryTarget, paths: HostPaths): Set<string> {
  const roots = target.kind === 'workspace' ? target.roots : [];
  return new Set([
    userSettingsFile(paths),
    ...roots.flatMap((root) => Object.values(rootSettingsFiles(root))),
  ]);
}
