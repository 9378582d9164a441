import type { Inventory, InventoryScope } from '../../../shared/schemas/inventory';
import type { AgentDialect, DiscoveryResult, DiscoveryTarget } from '../agents/dialect';
import { FileProbe } from '../platform/file-probe';
import type { HostPaths } from '../platform/host-paths';
import { createWhich } from '../platform/which';
import { markOwnHooks, type OwnHookRecords } from './own-hooks';
import { orderRows, type PlacedRow } from './row-order';
import { missingRoots } from '../workspaces/root-presence';
import type { WorkspaceRegistry } from '../workspaces/workspace-registry';

export type ExtraRows = (target: DiscoveryTarget) => Promise<PlacedRow[]>;

/**
 * The effective hook set of a scope, from every dialect, each hook with a status and a reason.
 * Every call is a fresh read of the disk (one FileProbe per pass, shared by the dialects), so
 * what it returns is what the agents would see now.
 */
export class InventoryService {
  readonly #dialects: AgentDialect[];
  readonly #registry: WorkspaceRegistry;
  readonly #paths: HostPaths;

  readonly #extraRows: ExtraRows;
  readonly #ownHooks: OwnHookRecords;

  constructor(deps: {
    dialects: AgentDialect[];
    registry: WorkspaceRegistry;
    paths: HostPaths;
    /** Rows the agents cannot see but the user should: the hooks Hookyard switched off. */
    extraRows?: ExtraRows;
    /** How Hookyard's own hooks are known; without it only the recorder is. */
    ownHooks?: OwnHookRecords;
  }) {
    this.#dialects = deps.dialects;
    this.#extraRows = deps.extraRows ?? (async () => []);
    this.#ownHooks = deps.ownHooks ?? { approvalShimPath: '', approvalFiles: async () => [] };
    this.#registry = deps.registry;
    this.#paths = deps.paths;
  }

  async get(scope: InventoryScope): Promise<Inventory> {
    const target = await this.target(scope);
    const [{ hooks, sources }, missing] = await Promise.all([
      this.scan(target),
      missingRoots(target.kind === 'workspace' ? target.roots : []),
    ]);
    return { scope, scannedAt: new Date().toISOString(), hooks, sources, missingRoots: missing };
  }

  /** Discovers a target directly (the CLI lists folders that need not be registered). */
  async scan(target: DiscoveryTarget, probe = new FileProbe()): Promise<DiscoveryResult> {
    const which = createWhich(this.#paths.pathEnv, this.#paths.platform);
    const context = { paths: this.#paths, files: probe, which };
    const [extra, ...results] = await Promise.all([
      this.#extraRows(target),
      ...this.#dialects.map((dialect) => dialect.discover(target, context)),
    ]);
    return {
      hooks: await markOwnHooks(
        orderRows(
          results.flatMap((result) => result.hooks),
          extra,
        ),
        this.#ownHooks,
      ),
      sources: results.flatMap((result) => result.sources),
    };
  }

  /** Resolves a scope to the folders to read; an unknown workspace id is a not-found failure. */
  async target(scope: InventoryScope): Promise<DiscoveryTarget> {
    if (scope.kind === 'user') return { kind: 'user' };
    const workspace = await this.#registry.get(scope.workspaceId);
    return { kind: 'workspace', roots: workspace.roots };
  }

  /** Every path whose change may change this scope's inventory. */
  async watchedPaths(scope: InventoryScope): Promise<string[]> {
    const target = await this.target(scope);
    return [
      ...new Set(this.#dialects.flatMap((dialect) => dialect.watchedPaths(target, this.#paths))),
    ];
  }
}
