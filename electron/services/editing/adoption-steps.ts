import { randomUUID } from 'node:crypto';

import { AppFailure } from '../../../shared/result';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { HostPaths } from '../platform/host-paths';
import {
  type AdoptionRecord,
  adoptionBytes,
  adoptionPath,
  parseAdoption,
  type WatchSpec,
} from './adoption-record';
import { installShims, planAdopt } from './adoption-plans';
import type { EditEngine, PlannedChange, PlannedWrite } from './edit-engine';
import { type FileSnapshot, readSnapshot } from './file-snapshot';
import type { HookLookup } from './hook-lookup';

export interface AdoptionDeps {
  engine: EditEngine;
  lookup: HookLookup;
  paths: HostPaths;
  dataDir: string;
  /** The packaged shim (`<resources>/shims/hookyard-workspace-shim.js`). */
  shimSource: string;
}

/**
 * What per-workspace switching (HookAdoption) and watching (HookWatch) share: one hook goes
 * behind the workspace shim once, whichever asked, and both rewrite the same record.
 */
export class AdoptionSteps {
  readonly engine: EditEngine;
  readonly lookup: HookLookup;
  readonly dataDir: string;
  readonly paths: HostPaths;
  readonly #shimSource: string;

  constructor(deps: AdoptionDeps) {
    this.engine = deps.engine;
    this.lookup = deps.lookup;
    this.dataDir = deps.dataDir;
    this.paths = deps.paths;
    this.#shimSource = deps.shimSource;
  }

  /**
   * A record and the snapshot it was read from. AppFailure: 'conflict' when it is gone (released
   * from a second tab), 'not-found' when it is damaged.
   */
  async read(adoptionId: string): Promise<{ record: AdoptionRecord; snapshot: FileSnapshot }> {
    const file = adoptionPath(this.dataDir, adoptionId);
    const snapshot = await readSnapshot(file);
    if (snapshot.bytes === null) throw new AppFailure('conflict', 'failure.adoption-gone');
    return { record: parseAdoption(snapshot.bytes, file), snapshot };
  }

  /** Copies the shim into the data dir (if it changed) and plans adopting `entry` behind it. */
  async planAdopt(
    entry: HookEntry,
    workspaces: string[] | null,
    watch?: WatchSpec,
  ): Promise<PlannedChange> {
    await this.installShims();
    return planAdopt(entry, {
      dataDir: this.dataDir,
      id: randomUUID(),
      workspaces,
      platform: this.paths.platform,
      watch,
    });
  }

  installShims(): Promise<void> {
    return installShims(this.dataDir, this.#shimSource);
  }

  /** The write of a record's new bytes over the snapshot it was read from. */
  recordWrite(snapshot: FileSnapshot, record: AdoptionRecord): PlannedWrite {
    return { kind: 'write', snapshot, bytes: adoptionBytes(record), mode: 0o600, json: 'strict' };
  }
}
