import type { WatchedHook } from '../../../shared/schemas/evidence';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import { adoptionPath } from '../editing/adoption-record';
import type { HookLookup } from '../editing/hook-lookup';
import type { HookWatch } from '../editing/hook-watch';
import type { WorkspaceRegistry } from '../workspaces/workspace-registry';
import { silentFlag } from './silent-check';
import { type HistoryQueries, p95, runOf, watchedRuns } from './watched-runs';

const WEEK_MS = 7 * 24 * 3600 * 1000;
const LISTED_RUNS = 20;

/**
 * What really happened to each watched hook, from the audit log: its last run and where, its
 * runs, failures and p95 over 7 days, and a silent flag when the recorder saw its event fire
 * where it should have run and it did not. Reads only; the audit log is asked at each call.
 */
export class HookEvidence {
  readonly #watch: HookWatch;
  readonly #lookup: HookLookup;
  readonly #workspaces: WorkspaceRegistry;
  readonly #audit: () => HistoryQueries;
  readonly #dataDir: string;
  readonly #now: () => number;

  constructor(deps: {
    watch: HookWatch;
    lookup: HookLookup;
    workspaces: WorkspaceRegistry;
    audit: () => HistoryQueries;
    dataDir: string;
    now?: () => number;
  }) {
    this.#watch = deps.watch;
    this.#lookup = deps.lookup;
    this.#workspaces = deps.workspaces;
    this.#audit = deps.audit;
    this.#dataDir = deps.dataDir;
    this.#now = deps.now ?? Date.now;
  }

  /** Every watched hook, with the rows of `scope` that call it. */
  async list(scope: InventoryScope): Promise<WatchedHook[]> {
    const [records, inventory] = await Promise.all([
      this.#watch.watched(),
      this.#lookup.get(scope),
    ]);
    const audit = this.#audit();
    const weekAgo = new Date(this.#now() - WEEK_MS).toISOString();
    return Promise.all(
      records.map(async (record) => {
        const marker = adoptionPath(this.#dataDir, record.id);
        const rows = inventory.hooks.filter((hook) => hook.raw.includes(marker));
        const from = record.watch.since < weekAgo ? record.watch.since : weekAgo;
        const runs = watchedRuns(audit, record.id, record.watch.hook, from);
        const week = runs.filter((run) => run.ts >= weekAgo);
        const row = rows[0];
        return {
          adoptionId: record.id,
          hookIds: rows.map((hook) => hook.id),
          sourcePath: record.sourcePath,
          event: record.watch.event,
          hook: record.watch.hook,
          since: record.watch.since,
          lastRun: runs[0] ? runOf(runs[0]) : null,
          runs7d: week.length,
          failures7d: week.filter((run) => run.outcome === 'error').length,
          p95Ms: p95(week.map((run) => run.durationMs ?? 0)),
          runs: runs.slice(0, LISTED_RUNS).map(runOf),
          silent: row
            ? silentFlag({
                audit,
                hook: row,
                since: record.watch.since,
                roots: record.workspaces ?? (await this.#projectRoots(row, scope)),
                runs,
              })
            : null,
        };
      }),
    );
  }

  /** Where a project hook is active: its workspace's roots; a user-level one: everywhere. */
  async #projectRoots(row: HookEntry, scope: InventoryScope): Promise<string[] | null> {
    if (row.scope === 'user' || scope.kind !== 'workspace') return null;
    const workspace = (await this.#workspaces.list()).find((each) => each.id === scope.workspaceId);
    return workspace?.roots ?? null;
  }
}
