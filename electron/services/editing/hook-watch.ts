import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import type { HookEntry } from '../../../shared/schemas/hook';
import { agentOf } from '../agents/registry';
import type { HostPaths } from '../platform/host-paths';
import {
  type AdoptionRecord,
  adoptionBytes,
  adoptionPath,
  listAdoptions,
  parseAdoption,
  type WatchSpec,
} from './adoption-record';
import { installShims, planAdopt, planRelease } from './adoption-plans';
import type { EditEngine } from './edit-engine';
import { readSnapshot } from './file-snapshot';
import { findShownHook, type HookLookup, type ShownHook } from './hook-lookup';
import { codedText } from '../../../shared/i18n/coded-text';

/** The spool file watched runs go to: the audit import reads every `<dataDir>/spool/*.jsonl`. */
export function watchSpoolPath(dataDir: string): string {
  return path.join(dataDir, 'spool', 'watched.jsonl');
}

/**
 * "Watch this hook": puts the hook behind the workspace shim (the same adoption a per-workspace
 * switch uses, never a second wrapper) with a `watch` spec, so each real run by the agent is
 * recorded into the audit log. A hook adopted already keeps its allowlist and gains the spec; any
 * other hook (user-level or project) is adopted for every workspace. Undoable changes, through
 * the EditEngine (backup, conflict check, atomic write).
 */
export class HookWatch {
  readonly #engine: EditEngine;
  readonly #lookup: HookLookup;
  readonly #paths: HostPaths;
  readonly #dataDir: string;
  readonly #shimSource: string;

  constructor(deps: {
    engine: EditEngine;
    lookup: HookLookup;
    paths: HostPaths;
    dataDir: string;
    shimSource: string;
  }) {
    this.#engine = deps.engine;
    this.#lookup = deps.lookup;
    this.#paths = deps.paths;
    this.#dataDir = deps.dataDir;
    this.#shimSource = deps.shimSource;
  }

  /**
   * Starts watching the hook the user saw. AppFailure: 'conflict' (changed or gone),
   * 'invalid-request' (watched already, an agent or hook type the shim cannot wrap).
   */
  watch(request: ShownHook): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const entry = await findShownHook(this.#lookup, request);
      const spec = this.#spec(entry);
      await installShims(this.#dataDir, this.#shimSource);
      const adopted = (await listAdoptions(this.#dataDir)).find((record) =>
        entry.raw.includes(adoptionPath(this.#dataDir, record.id)),
      );
      if (adopted?.watch) throw new AppFailure('invalid-request', 'failure.hook-watched-already');
      if (adopted) return this.#rewrite(adopted, spec, entry);
      const plan = await planAdopt(entry, {
        dataDir: this.#dataDir,
        id: randomUUID(),
        workspaces: null,
        platform: this.#paths.platform,
        watch: spec,
      });
      const summary = [
        codedText('change.hook-watched', { event: entry.event ?? '', file: entry.sourcePath }),
      ];
      return this.#engine.apply({ operation: 'adopt', hookIds: [entry.id], ...plan, summary });
    });
  }

  /**
   * Stops watching: a hook adopted only to be watched gets its original back byte for byte; a
   * per-workspace adoption keeps its allowlist. AppFailure('not-found') for an unknown id.
   */
  unwatch(adoptionId: string): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const file = adoptionPath(this.#dataDir, adoptionId);
      const record = parseAdoption((await readSnapshot(file)).bytes, file);
      if (!record.watch) throw new AppFailure('invalid-request', 'failure.hook-not-watched');
      if (record.workspaces !== null) return this.#rewrite(record, undefined);
      const plan = await planRelease(this.#dataDir, record);
      const summary = [unwatchedText(record)];
      return this.#engine.apply({
        operation: 'release',
        hookIds: [record.hookId],
        ...plan,
        summary,
      });
    });
  }

  /** Every watched adoption record, oldest first. Never throws. */
  async watched(): Promise<Array<AdoptionRecord & { watch: WatchSpec }>> {
    return (await listAdoptions(this.#dataDir)).filter(
      (record): record is AdoptionRecord & { watch: WatchSpec } => record.watch !== undefined,
    );
  }

  #spec(entry: HookEntry): WatchSpec {
    const evidence = agentOf(entry.agent).evidence;
    if (!evidence) throw new AppFailure('invalid-request', 'failure.watch-not-supported');
    return {
      since: new Date().toISOString(),
      spool: watchSpoolPath(this.#dataDir),
      hook: entry.handler.summary,
      event: entry.event ?? '',
      ...evidence.watchFacts,
    };
  }

  async #rewrite(
    record: AdoptionRecord,
    watch: WatchSpec | undefined,
    entry?: HookEntry,
  ): Promise<ChangeRecord> {
    const file = adoptionPath(this.#dataDir, record.id);
    const { watch: _old, ...rest } = record;
    return this.#engine.apply({
      operation: 'adopt',
      hookIds: [record.hookId],
      summary: [
        watch
          ? codedText('change.hook-watched', {
              event: watch.event,
              file: entry?.sourcePath ?? record.sourcePath,
            })
          : unwatchedText(record),
      ],
      writes: [
        {
          kind: 'write',
          snapshot: await readSnapshot(file),
          bytes: adoptionBytes(watch ? { ...rest, watch } : rest),
          mode: 0o600,
          json: true,
        },
      ],
    });
  }
}

function unwatchedText(record: AdoptionRecord) {
  return codedText('change.hook-unwatched', {
    event: record.watch?.event ?? '',
    file: record.sourcePath,
  });
}
