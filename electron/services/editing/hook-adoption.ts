import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import type { Adoption, ChangeRecord } from '../../../shared/schemas/editing';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import type { HostPaths } from '../platform/host-paths';
import { createWhich } from '../platform/which';
import type { WorkspaceRegistry } from '../workspaces/workspace-registry';
import {
  type AdoptionRecord,
  adoptionBytes,
  adoptionPath,
  listAdoptions,
  parseAdoption,
  SHIM_NAME,
} from './adoption-record';
import { installShims, planAdopt, planRelease } from './adoption-plans';
import type { EditEngine } from './edit-engine';
import { type FileSnapshot, readSnapshot } from './file-snapshot';
import { findShownHook, type HookLookup, type ShownHook } from './hook-lookup';
import { codedText } from '../../../shared/i18n/coded-text';

/**
 * Per-workspace switching of user-level hooks. Neither agent can run a user-level hook in some
 * workspaces only, so Hookyard adopts it: the agent's config then calls the workspace shim (a
 * copy in the data dir, which keeps working with the app closed or uninstalled), and the shim
 * runs the original only where the record's allowlist says. Release puts the original back
 * byte for byte. Adopt, release and every allowlist change are recorded, undoable changes.
 */
export class HookAdoption {
  readonly #engine: EditEngine;
  readonly #lookup: HookLookup;
  readonly #paths: HostPaths;
  readonly #workspaces: WorkspaceRegistry;
  readonly #dataDir: string;
  readonly #shimSource: string;

  constructor(deps: {
    engine: EditEngine;
    lookup: HookLookup;
    paths: HostPaths;
    workspaces: WorkspaceRegistry;
    dataDir: string;
    /** The packaged shim (`<resources>/shims/hookyard-workspace-shim.js`). */
    shimSource: string;
  }) {
    this.#engine = deps.engine;
    this.#lookup = deps.lookup;
    this.#paths = deps.paths;
    this.#workspaces = deps.workspaces;
    this.#dataDir = deps.dataDir;
    this.#shimSource = deps.shimSource;
  }

  /**
   * Adopts a user-level hook, on in the given workspaces only. AppFailure: 'not-found',
   * 'conflict', 'invalid-request' (not user-level, a hook type the shim cannot wrap, no `node`
   * on PATH, already adopted).
   */
  adopt(request: ShownHook & { workspaceIds: string[] }): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const entry = await findShownHook(this.#lookup, request);
      if (entry.scope !== 'user') {
        throw new AppFailure('invalid-request', 'failure.adopt-user-level-only');
      }
      if (entry.raw.includes(SHIM_NAME)) {
        throw new AppFailure('invalid-request', 'failure.hook-adopted-already');
      }
      if (createWhich(this.#paths.pathEnv, this.#paths.platform)('node') === null) {
        throw new AppFailure('invalid-request', 'failure.shim-needs-node');
      }
      const roots = await this.#rootsOf(request.workspaceIds);
      await installShims(this.#dataDir, this.#shimSource);
      const id = randomUUID();
      const plan = await planAdopt(entry, {
        dataDir: this.#dataDir,
        id,
        workspaces: roots,
        platform: this.#paths.platform,
      });
      return this.#engine.apply({ operation: 'adopt', hookIds: [entry.id], ...plan });
    });
  }

  /** Puts the original back byte for byte; the record (and allowlist) leaves the data dir. */
  release(adoptionId: string): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const record = await this.#record(adoptionId);
      const plan = await planRelease(this.#dataDir, record);
      return this.#engine.apply({ operation: 'release', hookIds: [record.hookId], ...plan });
    });
  }

  /** Switches an adopted hook on or off in one workspace (all of its roots). */
  setWorkspace(request: {
    adoptionId: string;
    workspaceId: string;
    on: boolean;
  }): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const file = adoptionPath(this.#dataDir, request.adoptionId);
      const snapshot = await readSnapshot(file);
      const record = parseAdoption(await this.#recordBytes(request.adoptionId, snapshot), file);
      const roots = await this.#rootsOf([request.workspaceId]);
      const others = (record.workspaces ?? []).filter((root) => !roots.includes(root));
      const workspaces = request.on ? [...others, ...roots] : others;
      await installShims(this.#dataDir, this.#shimSource);
      return this.#engine.apply({
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
        writes: [
          {
            kind: 'write',
            snapshot,
            bytes: adoptionBytes({ ...record, workspaces }),
            mode: 0o600,
            json: true,
          },
        ],
      });
    });
  }

  /**
   * Every per-workspace adoption, with the rows of `scope` that call it (matched by the record
   * path in them). A hook adopted only to be watched (no allowlist) is HookWatch's, not listed.
   */
  async list(scope: InventoryScope): Promise<Adoption[]> {
    const [records, inventory, here] = await Promise.all([
      listAdoptions(this.#dataDir),
      this.#lookup.get(scope),
      scope.kind === 'workspace' ? this.#rootsOf([scope.workspaceId]) : null,
    ]);
    const perWorkspace = records.filter(
      (record): record is AdoptionRecord & { workspaces: string[] } => record.workspaces !== null,
    );
    return perWorkspace.map((record) => {
      const marker = adoptionPath(this.#dataDir, record.id);
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

  async #record(adoptionId: string): Promise<AdoptionRecord> {
    return parseAdoption(
      await this.#recordBytes(adoptionId),
      adoptionPath(this.#dataDir, adoptionId),
    );
  }

  /** A record's bytes; AppFailure('conflict') when it is gone (released from a second tab). */
  async #recordBytes(adoptionId: string, snapshot?: FileSnapshot): Promise<Buffer> {
    const read = snapshot ?? (await readSnapshot(adoptionPath(this.#dataDir, adoptionId)));
    if (read.bytes === null) throw new AppFailure('conflict', 'failure.adoption-gone');
    return read.bytes;
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
