import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import type { Adoption, ChangeRecord } from '../../../shared/schemas/editing';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import { createWhich } from '../platform/which';
import type { WorkspaceRegistry } from '../workspaces/workspace-registry';
import { type AdoptionRecord, adoptionPath, listAdoptions, SHIM_NAME } from './adoption-record';
import { planRelease } from './adoption-plans';
import { type AdoptionDeps, AdoptionSteps } from './adoption-steps';
import { findShownHook, type ShownHook } from './hook-lookup';
import { codedText } from '../../../shared/i18n/coded-text';

/**
 * Per-workspace switching of user-level hooks. Neither agent can run a user-level hook in some
 * workspaces only, so Hookyard adopts it: the agent's config then calls the workspace shim (a
 * copy in the data dir, which keeps working with the app closed or uninstalled), and the shim
 * runs the original only where the record's allowlist says. Release puts the original back
 * byte for byte. Adopt, release and every allowlist change are recorded, undoable changes.
 */
export class HookAdoption {
  readonly #steps: AdoptionSteps;
  readonly #workspaces: WorkspaceRegistry;

  constructor(deps: AdoptionDeps & { workspaces: WorkspaceRegistry }) {
    this.#steps = new AdoptionSteps(deps);
    this.#workspaces = deps.workspaces;
  }

  /**
   * Adopts a user-level hook, on in the given workspaces only. AppFailure: 'not-found',
   * 'conflict', 'invalid-request' (not user-level, a hook type the shim cannot wrap, no `node`
   * on PATH, already adopted).
   */
  adopt(request: ShownHook & { workspaceIds: string[] }): Promise<ChangeRecord> {
    const { engine, lookup, paths } = this.#steps;
    return engine.exclusive(async () => {
      const entry = await findShownHook(lookup, request);
      if (entry.scope !== 'user') {
        throw new AppFailure('invalid-request', 'failure.adopt-user-level-only');
      }
      if (entry.raw.includes(SHIM_NAME)) {
        throw new AppFailure('invalid-request', 'failure.hook-adopted-already');
      }
      if (createWhich(paths.pathEnv, paths.platform)('node') === null) {
        throw new AppFailure('invalid-request', 'failure.shim-needs-node');
      }
      const roots = await this.#rootsOf(request.workspaceIds);
      const plan = await this.#steps.planAdopt(entry, roots);
      return engine.apply({ operation: 'adopt', hookIds: [entry.id], ...plan });
    });
  }

  /** Puts the original back byte for byte; the record (and allowlist) leaves the data dir. */
  release(adoptionId: string): Promise<ChangeRecord> {
    const { engine, dataDir } = this.#steps;
    return engine.exclusive(async () => {
      const { record } = await this.#steps.read(adoptionId);
      const plan = await planRelease(dataDir, record);
      return engine.apply({ operation: 'release', hookIds: [record.hookId], ...plan });
    });
  }

  /** Switches an adopted hook on or off in one workspace (all of its roots). */
  setWorkspace(request: {
    adoptionId: string;
    workspaceId: string;
    on: boolean;
  }): Promise<ChangeRecord> {
    const { engine } = this.#steps;
    return engine.exclusive(async () => {
      const { record, snapshot } = await this.#steps.read(request.adoptionId);
      const roots = await this.#rootsOf([request.workspaceId]);
      const others = (record.workspaces ?? []).filter((root) => !roots.includes(root));
      const workspaces = request.on ? [...others, ...roots] : others;
      await this.#steps.installShims();
      return engine.apply({
        operation: 'adopt',
        hookIds: [record.hookId],
        summary: roots.map((root) =>
          codedText(
            request.on ? 'change.adopted-hook-switched-on' : 'change.adopted-hook-switched-off',
            {
              file: record.sourcePath,
              root,
            },
          ),
        ),
        writes: [this.#steps.recordWrite(snapshot, { ...record, workspaces })],
      });
    });
  }

  /**
   * Every per-workspace adoption, with the rows of `scope` that call it (matched by the record
   * path in them). A hook adopted only to be watched (no allowlist) is HookWatch's, not listed.
   */
  async list(scope: InventoryScope): Promise<Adoption[]> {
    const { dataDir, lookup } = this.#steps;
    const [records, inventory, here] = await Promise.all([
      listAdoptions(dataDir),
      lookup.get(scope),
      scope.kind === 'workspace' ? this.#rootsOf([scope.workspaceId]) : null,
    ]);
    const perWorkspace = records.filter(
      (record): record is AdoptionRecord & { workspaces: string[] } => record.workspaces !== null,
    );
    return perWorkspace.map((record) => {
      const marker = adoptionPath(dataDir, record.id);
      return {
        id: record.id,
        sourcePath: record.sourcePath,
        kind: record.original.kind,
        workspaces: record.workspaces,
        hookIds: inventory.hooks
          .filter((hook) => hook.scope === 'user' && hook.raw.includes(marker))
          .map((hook) => hook.id),
        onHere: here && here.every((root) => record.workspaces.includes(root)),
      };
    });
  }

  /** The real paths of the workspaces' roots: what the shim compares the agent's folders with. */
  async #rootsOf(workspaceIds: string[]): Promise<string[]> {
    const known = await this.#workspaces.list();
    const roots = workspaceIds.flatMap((id) => {
      const workspace = known.find((candidate) => candidate.id === id);
      if (!workspace) throw new AppFailure('not-found', 'failure.workspace-not-found', { id });
      return workspace.roots;
    });
    return Promise.all(roots.map((root) => fs.realpath(root).catch(() => path.resolve(root))));
  }
}
