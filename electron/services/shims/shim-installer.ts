import { createHash } from 'node:crypto';

import type { ChangeText } from '../../../shared/i18n/change-text';
import type { FailureKey } from '../../../shared/i18n/failure-text';
import { AppFailure } from '../../../shared/result';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import type { Workspace } from '../../../shared/schemas/workspace';
import { shimsOfTarget } from '../agents/registry';
import type { ShimContext, ShimPurpose, ShimStep } from '../agents/shim-install';
import { writeFileAtomic } from '../editing/atomic-write';
import type { EditEngine, PlannedWrite } from '../editing/edit-engine';
import { readSnapshot, snapshotText } from '../editing/file-snapshot';
import { parseJsonDocument } from '../editing/json-document';
import {
  type InstallRecord,
  installsFile,
  installsWrite,
  isRecordOf,
  readInstalls,
  type RecordScope,
} from './install-records';
import { legacyInstalls } from './legacy-installs';
import { findGroup, updateGroup } from './settings-entries';
import {
  type FileEdit,
  partsInPlace,
  planHookFileRemoval,
  planHookFileWrite,
  planSettingsAppend,
  planSettingsRemoval,
} from './shim-writes';

export interface ShimInstallerDeps {
  engine: EditEngine;
  ctx: ShimContext;
  workspaces: { list(): Promise<Workspace[]>; get(workspaceId: string): Promise<Workspace> };
}

/** One install: what for, which agent target, where. */
export interface ShimRef {
  purpose: ShimPurpose;
  target: string;
  scope: RecordScope;
}

/** What an install would write: the file operations, the inventory ids, the steps it adds. */
export interface PlannedInstall {
  writes: PlannedWrite[];
  hookIds: string[];
  added: ShimStep[];
}

const partKey = (part: { file: string; event: string }) => `${part.file}\0${part.event}`;

/**
 * The one installer of Hookyard's shims (the recorder and the approver) for every agent: the
 * agent supplies the steps (`Agent.shims`), this applies them through the edit engine (atomic
 * writes, backups in Changes, refused when a file changed meanwhile) and keeps one record per
 * install in `<dataDir>/installs.json`, written in the same change. Uninstall takes away exactly
 * what the record says was added. Installs made before the record existed are migrated on first
 * use (legacy-installs.ts). Callers that change files hold `engine.exclusive`.
 */
export class ShimInstaller {
  readonly #deps: ShimInstallerDeps;
  // Set once a look for the earlier installers' installs found none. Only an older Hookyard made
  // them, so none appears later; without this every read of the records (each inventory load
  // marks Hookyard's own hooks through it) walked every workspace's agent files again: with 50
  // workspaces, discovering them all took 7 s instead of 0.4 s.
  #noLegacyInstalls = false;

  constructor(deps: ShimInstallerDeps) {
    this.#deps = deps;
  }

  get context(): ShimContext {
    return this.#deps.ctx;
  }

  /** Runs `work` while no other change is applied (installs read, then write, the same files). */
  exclusive<T>(work: () => Promise<T>): Promise<T> {
    return this.#deps.engine.exclusive(work);
  }

  /** Every install record; the first call migrates the older manifests into the record file. */
  async records(): Promise<InstallRecord[]> {
    const { installs } = await this.#load();
    return installs;
  }

  async find(ref: ShimRef): Promise<InstallRecord | null> {
    const installs = await this.records();
    return installs.find((each) => isRecordOf(each, ref.purpose, ref.target, ref.scope)) ?? null;
  }

  /** `file\0event` of each part of the install still in place as written. */
  async inPlace(ref: ShimRef): Promise<Set<string>> {
    const record = await this.find(ref);
    return record ? partsInPlace(record) : new Set();
  }

  /**
   * What installing `steps` would write (the steps already in place are left out), without
   * writing: the agents' files and the record file. `extra` goes into a new record.
   */
  async plan(
    ref: ShimRef,
    steps: ShimStep[],
    extra: Pick<InstallRecord, 'mode' | 'failMode'> & { private?: boolean },
  ): Promise<PlannedInstall> {
    const shims = shimsOfTarget(ref.target);
    const { snapshot, installs } = await this.#load();
    const earlier = installs.find((each) => isRecordOf(each, ref.purpose, ref.target, ref.scope));
    const present = earlier ? await partsInPlace(earlier) : new Set<string>();
    const added = steps.filter((step) => !present.has(partKey(step)));
    const record: InstallRecord = {
      ...(earlier ?? { ...ref, entries: [], hookFiles: [], settingsFiles: [] }),
      mode: extra.mode,
      failMode: extra.failMode,
    };
    const edits: FileEdit[] = [];
    for (const file of new Set(
      added.flatMap((s) => (s.kind === 'settings-entry' ? [s.file] : [])),
    )) {
      const fileSteps = added.filter((s) => s.kind === 'settings-entry' && s.file === file);
      const known = record.settingsFiles.find((info) => info.file === file);
      const edit = await planSettingsAppend(shims, file, fileSteps as never, {
        private: extra.private ?? false,
        earlier: known,
      });
      edits.push(edit);
      if (!known) record.settingsFiles = [...record.settingsFiles, edit.info];
    }
    for (const step of added) {
      if (step.kind === 'settings-entry') {
        record.entries = [
          ...record.entries,
          { file: step.file, event: step.event, group: step.group },
        ];
      } else {
        edits.push(await planHookFileWrite(shims, step));
        const sha256 = createHash('sha256').update(step.content, 'utf8').digest('hex');
        record.hookFiles = [...record.hookFiles, { file: step.file, event: step.event, sha256 }];
      }
    }
    const others = installs.filter((each) => each !== earlier);
    const writes = edits.flatMap((edit) => edit.writes);
    if (writes.length > 0) writes.push(installsWrite(snapshot, [...others, record]));
    return { writes, hookIds: edits.flatMap((edit) => edit.hookIds), added };
  }

  /** Applies `plan` as one change; AppFailure('invalid-request', `nothing`) when it adds nothing. */
  async apply(
    plan: PlannedInstall,
    summary: ChangeText,
    nothing: FailureKey,
  ): Promise<ChangeRecord> {
    if (plan.writes.length === 0) throw new AppFailure('invalid-request', nothing);
    return this.#deps.engine.apply({
      operation: 'create',
      hookIds: plan.hookIds,
      summary: [summary],
      writes: plan.writes,
    });
  }

  /**
   * Takes the install out and forgets it, as one change; AppFailure('invalid-request',
   * `notInstalled`) when there is no such install, 'conflict' when a hook file it wrote changed.
   */
  async uninstall(
    ref: ShimRef,
    summary: ChangeText,
    notInstalled: FailureKey,
  ): Promise<ChangeRecord> {
    const { snapshot, installs } = await this.#load();
    const record = installs.find((each) => isRecordOf(each, ref.purpose, ref.target, ref.scope));
    if (!record) throw new AppFailure('invalid-request', notInstalled);
    const shims = shimsOfTarget(ref.target);
    const edits: FileEdit[] = [];
    for (const info of record.settingsFiles)
      edits.push(await planSettingsRemoval(shims, record, info));
    for (const hookFile of record.hookFiles) edits.push(await planHookFileRemoval(shims, hookFile));
    return this.#deps.engine.apply({
      operation: 'edit',
      hookIds: edits.flatMap((edit) => edit.hookIds),
      summary: [summary],
      writes: [
        ...edits.flatMap((edit) => edit.writes),
        installsWrite(
          snapshot,
          installs.filter((each) => each !== record),
        ),
      ],
    });
  }

  /**
   * Rewrites the install's groups in place to those of `steps` (the same events in the same
   * files: a new bridge port and secret), recorded as one change; null when nothing differs.
   */
  async rewrite(
    ref: ShimRef,
    steps: ShimStep[],
    summary: ChangeText,
  ): Promise<ChangeRecord | null> {
    const { snapshot, installs } = await this.#load();
    const record = installs.find((each) => isRecordOf(each, ref.purpose, ref.target, ref.scope));
    if (!record) return null;
    const shims = shimsOfTarget(ref.target);
    const entries = [...record.entries];
    const writes: PlannedWrite[] = [];
    for (const info of record.settingsFiles) {
      const settings = await readSnapshot(info.file);
      if (settings.bytes === null) continue;
      let doc = parseJsonDocument(snapshotText(settings), info.file, shims.settingsDialect);
      entries.forEach((entry, i) => {
        const step = steps.find((each) => each.file === entry.file && each.event === entry.event);
        const index = entry.file === info.file ? findGroup(doc, entry, new Set()) : -1;
        if (step?.kind !== 'settings-entry' || index < 0) return;
        doc = updateGroup(doc, entry.event, index, step.group, info.file);
        entries[i] = { ...entry, group: step.group };
      });
      if (doc.text === snapshotText(settings)) continue;
      shims.checkSettingsEdit?.(settings, doc.text);
      writes.push({
        kind: 'write',
        snapshot: settings,
        bytes: Buffer.from(doc.text),
        json: doc.dialect,
      });
    }
    if (writes.length === 0) return null;
    const next = installs.map((each) => (each === record ? { ...record, entries } : each));
    return this.#deps.engine.apply({
      operation: 'edit',
      hookIds: [],
      summary: [summary],
      writes: [...writes, installsWrite(snapshot, next)],
    });
  }

  /** The record file, migrating the older manifests the first time (written at once). */
  async #load(): Promise<Awaited<ReturnType<typeof readInstalls>> & { installs: InstallRecord[] }> {
    const read = await readInstalls(this.#deps.ctx.dataDir);
    if (read.installs !== null) return { ...read, installs: read.installs };
    if (this.#noLegacyInstalls) return { ...read, installs: [] };
    const migrated = await legacyInstalls(this.#deps);
    if (migrated.length === 0) {
      this.#noLegacyInstalls = true;
      return { ...read, installs: [] };
    }
    const file = installsFile(this.#deps.ctx.dataDir);
    await writeFileAtomic(
      file,
      `${JSON.stringify({ version: 1, installs: migrated }, null, 2)}\n`,
      0o600,
    );
    const again = await readInstalls(this.#deps.ctx.dataDir);
    return { ...again, installs: again.installs ?? [] };
  }
}
