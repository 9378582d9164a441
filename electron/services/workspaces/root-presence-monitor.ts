import { missingRoots } from './root-presence';
import type { WorkspaceRegistry } from './workspace-registry';

/**
 * Remembers which workspace roots were missing at the last look, so that a rescan after a change
 * on disk can tell whether a root was deleted or came back (the sidebar marks such a workspace).
 */
export class RootPresenceMonitor {
  readonly #registry: WorkspaceRegistry;
  #last: string | null = null;

  constructor(deps: { registry: WorkspaceRegistry }) {
    this.#registry = deps.registry;
  }

  /** Looks again; true when the set of missing roots differs from the last look (not the first). */
  async changed(): Promise<boolean> {
    const workspaces = await this.#registry.list();
    const missing = await Promise.all(
      workspaces.map(async (workspace) => (await missingRoots(workspace.roots)).map((m) => m.root)),
    );
    const current = JSON.stringify(missing.flat().sort());
    const changed = this.#last !== null && current !== this.#last;
    this.#last = current;
    return changed;
  }
}
