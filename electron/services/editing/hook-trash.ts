import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import { AppFailure } from '../../../shared/result';
import { AgentIdSchema } from '../../../shared/schemas/agent';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import { AGENT_REGISTRY, type AgentRegistry } from '../agents/registry';
import { agentPlans } from './agent-plans';
import { absentSnapshot, type EditEngine, type PlannedWrite } from './edit-engine';
import { readSnapshot } from './file-snapshot';
import { RemovedHandlerSchema } from './handler-splice';
import { findShownHook, type HookLookup, type ShownHook } from './hook-lookup';
import { recordedHookLabel } from './summary-redaction';
import { codedText } from '../../../shared/i18n/coded-text';

/** One deleted hook in `<dataDir>/trash/<id>/entry.json` (a hook file's bytes sit beside it as `file`). */
export const TrashEntrySchema = z.object({
  version: z.literal(1),
  id: z.string(),
  deletedAt: z.string(),
  hookId: z.string(),
  agent: AgentIdSchema,
  event: z.string().nullable(),
  /** Where it was defined: the hook file, or the settings file of the handler. */
  originalPath: z.string(),
  /** Set for a Claude Code handler: what was cut from the settings file. */
  removed: RemovedHandlerSchema.nullable(),
});
export type TrashEntry = z.infer<typeof TrashEntrySchema>;

/**
 * Deleting a hook never destroys it, with the trash plans of its agent (`AgentEditing.trash`): a
 * hook file is copied (bytes and mode) into `<dataDir>/trash/<id>/file` before it is removed; a
 * Claude Code handler is cut from its settings file (format kept) and kept in the trash entry.
 * `restore` puts it back. Both are recorded changes. A script that a handler runs stays where
 * it is.
 */
export class HookTrash {
  readonly #engine: EditEngine;
  readonly #lookup: HookLookup;
  readonly #folder: string;
  readonly #agents: AgentRegistry;

  constructor(deps: {
    engine: EditEngine;
    lookup: HookLookup;
    dataDir: string;
    agents?: AgentRegistry;
  }) {
    this.#engine = deps.engine;
    this.#lookup = deps.lookup;
    this.#folder = path.join(deps.dataDir, 'trash');
    this.#agents = deps.agents ?? AGENT_REGISTRY;
  }

  /** Moves the hook the user saw to the trash; the AppFailures of HookSwitch.disable apply. */
  delete(request: ShownHook): Promise<{ change: ChangeRecord; trashId: string }> {
    return this.#engine.exclusive(async () => {
      const entry = await findShownHook(this.#lookup, request);
      const id = randomUUID();
      const cut = await agentPlans(this.#agents, entry, 'trash').planCut(entry, this.#file(id));
      const record: TrashEntry = {
        version: 1,
        id,
        deletedAt: new Date().toISOString(),
        hookId: entry.id,
        agent: entry.agent,
        event: entry.event,
        originalPath: entry.sourcePath,
        removed: cut.removed,
      };
      const writes: PlannedWrite[] = [...cut.writes];
      writes.push(await this.#entryWrite(record));
      const change = await this.#engine.apply({
        operation: 'delete',
        hookIds: [entry.id],
        summary: [
          entry.event === null
            ? codedText('change.hook-trashed-no-event', { file: entry.sourcePath })
            : codedText('change.hook-trashed', {
                event: entry.event,
                hook: recordedHookLabel(entry),
                file: entry.sourcePath,
              }),
        ],
        writes,
      });
      return { change, trashId: id };
    });
  }

  /** Everything in the trash, newest first; damaged entries are skipped. */
  async list(): Promise<TrashEntry[]> {
    const ids = await fs.readdir(this.#folder).catch(() => [] as string[]);
    const entries = await Promise.all(ids.map((id) => this.#read(id).catch(() => null)));
    return entries
      .filter((entry): entry is TrashEntry => entry !== null)
      .sort((a, b) => b.deletedAt.localeCompare(a.deletedAt));
  }

  /**
   * Puts a deleted hook back where it was. AppFailure('conflict') when a new file took its place,
   * or when it is no longer in the trash (restored twice, from a second tab).
   */
  restore(trashId: string): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const entry = await this.#read(trashId);
      const entrySnapshot = await readSnapshot(this.#entryPath(trashId));
      const where = { agent: entry.agent, scope: 'user' as const, sourcePath: entry.originalPath };
      const back = await agentPlans(this.#agents, where, 'trash').planPutBack(
        entry,
        this.#file(trashId),
      );
      const writes: PlannedWrite[] = [...back.writes];
      writes.push({ kind: 'delete', snapshot: entrySnapshot });
      return this.#engine.apply({
        operation: 'restore-from-trash',
        hookIds: [entry.hookId],
        summary: [
          entry.event === null
            ? codedText('change.hook-restored-from-trash-no-event', { file: entry.originalPath })
            : codedText('change.hook-restored-from-trash', {
                event: entry.event,
                hook: back.label,
                file: entry.originalPath,
              }),
        ],
        writes,
      });
    });
  }

  async #entryWrite(record: TrashEntry): Promise<PlannedWrite> {
    const snapshot = await absentSnapshot(this.#entryPath(record.id));
    return {
      kind: 'write',
      snapshot,
      bytes: Buffer.from(`${JSON.stringify(record, null, 2)}\n`),
      mode: 0o600,
      json: 'strict',
    };
  }

  async #read(trashId: string): Promise<TrashEntry> {
    const file = this.#entryPath(trashId);
    const text = await fs.readFile(file, 'utf8').catch(() => null);
    if (text === null) throw new AppFailure('conflict', 'failure.trash-entry-gone');
    try {
      return TrashEntrySchema.parse(JSON.parse(text));
    } catch {
      throw new AppFailure('not-found', 'failure.trash-entry-not-found', { id: trashId });
    }
  }

  #entryPath(trashId: string): string {
    if (!/^[\w-]+$/.test(trashId))
      throw new AppFailure('invalid-request', 'failure.not-a-trash-id');
    return path.join(this.#folder, trashId, 'entry.json');
  }

  #file(trashId: string): string {
    return path.join(this.#folder, trashId, 'file');
  }
}
