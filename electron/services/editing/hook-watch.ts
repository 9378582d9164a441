import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import type { HookEntry } from '../../../shared/schemas/hook';
import { agentOf } from '../agents/registry';
import {
  type AdoptionRecord,
  adoptionPath,
  listAdoptions,
  type WatchSpec,
} from './adoption-record';
import { planRelease } from './adoption-plans';
import { type AdoptionDeps, AdoptionSteps } from './adoption-steps';
import { readSnapshot } from './file-snapshot';
import { findShownHook, type ShownHook } from './hook-lookup';
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
  readonly #steps: AdoptionSteps;

  constructor(deps: AdoptionDeps) {
    this.#steps = new AdoptionSteps(deps);
  }

  /**
   * Starts watching the hook the user saw. AppFailure: 'conflict' (changed or gone),
   * 'invalid-request' (watched already, an agent or hook type the shim cannot wrap).
   */
  watch(request: ShownHook): Promise<ChangeRecord> {
    const { engine, lookup, dataDir } = this.#steps;
    return engine.exclusive(async () => {
      const entry = await findShownHook(lookup, request);
      const spec = this.#spec(entry);
      await this.#steps.installShims();
      const adopted = (await listAdoptions(dataDir)).find((record) =>
        entry.raw.includes(adoptionPath(dataDir, record.id)),
      );
      if (adopted?.watch) throw new AppFailure('invalid-request', 'failure.hook-watched-already');
      if (adopted) return this.#rewrite(adopted, spec, entry);
      const plan = await this.#steps.planAdopt(entry, null, spec);
      const summary = [
        codedText('change.hook-watched', { event: entry.event ?? '', file: entry.sourcePath }),
      ];
      return engine.apply({ operation: 'adopt', hookIds: [entry.id], ...plan, summary });
    });
  }

  /**
   * Stops watching: a hook adopted only to be watched gets its original back byte for byte; a
   * per-workspace adoption keeps its allowlist. AppFailure('conflict') when the record is gone.
   */
  unwatch(adoptionId: string): Promise<ChangeRecord> {
    const { engine, dataDir } = this.#steps;
    return engine.exclusive(async () => {
      const { record } = await this.#steps.read(adoptionId);
      if (!record.watch) throw new AppFailure('invalid-request', 'failure.hook-not-watched');
      if (record.workspaces !== null) return this.#rewrite(record, undefined);
      const plan = await planRelease(dataDir, record);
      const summary = [unwatchedText(record)];
      return engine.apply({ operation: 'release', hookIds: [record.hookId], ...plan, summary });
    });
  }

  /** Every watched adoption record, oldest first. Never throws. */
  async watched(): Promise<Array<AdoptionRecord & { watch: WatchSpec }>> {
    return (await listAdoptions(this.#steps.dataDir)).filter(
      (record): record is AdoptionRecord & { watch: WatchSpec } => record.watch !== undefined,
    );
  }

  #spec(entry: HookEntry): WatchSpec {
    const evidence = agentOf(entry.agent).evidence;
    if (!evidence) throw new AppFailure('invalid-request', 'failure.watch-not-supported');
    return {
      since: new Date().toISOString(),
      spool: watchSpoolPath(this.#steps.dataDir),
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
    const snapshot = await readSnapshot(adoptionPath(this.#steps.dataDir, record.id));
    const { watch: _old, ...rest } = record;
    return this.#steps.engine.apply({
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
      writes: [this.#steps.recordWrite(snapshot, watch ? { ...rest, watch } : rest)],
    });
  }
}

function unwatchedText(record: AdoptionRecord) {
  return codedText('change.hook-unwatched', {
    event: record.watch?.event ?? '',
    file: record.sourcePath,
  });
}
