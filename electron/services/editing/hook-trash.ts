import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import { recordedHookLabel } from './summary-redaction';
import { AppFailure } from '../../../shared/result';
import { AgentIdSchema } from '../../../shared/schemas/agent';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import {
  assertEditableClaudeEntry,
  assertStillApplies,
  parseLocator,
  settingsWrite,
} from '../agents/claude-code/edits/claude-handler-edits';
import { assertMovableHookFile } from '../agents/cline/edits/cline-file-moves';
import { absentSnapshot, type EditEngine, type PlannedWrite } from './edit-engine';
import { readSnapshot, snapshotText } from './file-snapshot';
import { RemovedHandlerSchema, removeHandler, restoreHandler } from './handler-splice';
import { findShownHook, type HookLookup, type ShownHook } from './hook-lookup';
import { parseJsonDocument } from './json-document';
import { viewRemovedHandler } from './removed-handler-view';
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
 * Deleting a hook never destroys it: a hook file is copied (bytes and mode) into
 * `<dataDir>/trash/<id>/file` before it is removed; a Claude Code handler is cut from its
 * settings file (format kept) and kept in the trash entry. `restore` puts it back. Both are
 * recorded changes. A script that a handler runs stays where it is.
 */
export class HookTrash {
  readonly #engine: EditEngine;
  readonly #lookup: HookLookup;
  readonly #folder: string;

  constructor(deps: { engine: EditEngine; lookup: HookLookup; dataDir: string }) {
    this.#engine = deps.engine;
    this.#lookup = deps.lookup;
    this.#folder = path.join(deps.dataDir, 'trash');
  }

  /** Moves the hook the user saw to the trash; the AppFailures of HookSwitch.disable apply. */
  delete(request: ShownHook): Promise<{ change: ChangeRecord; trashId: string }> {
    return this.#engine.exclusive(async () => {
      const entry = await findShownHook(this.#lookup, request);
      const id = randomUUID();
      const base = {
        version: 1 as const,
        id,
        deletedAt: new Date().toISOString(),
        hookId: entry.id,
      };
      const record: TrashEntry = {
        ...base,
        agent: entry.agent,
        event: entry.event,
        originalPath: entry.sourcePath,
        removed: null,
      };
      const writes: PlannedWrite[] = [];
      if (entry.handler.type === 'file') {
        await assertMovableHookFile(entry.sourcePath);
        const hook = await readSnapshot(entry.sourcePath);
        writes.push(
          {
            kind: 'write',
            snapshot: await absentSnapshot(this.#file(id)),
            bytes: hook.bytes as Buffer,
            mode: hook.mode ?? 0o644,
          },
          { kind: 'delete', snapshot: hook },
        );
      } else {
        assertEditableClaudeEntry(entry);
        const { event, group, handler } = parseLocator(entry.locator);
        const settings = await readSnapshot(entry.sourcePath);
        const cut = removeHandler(
          parseJsonDocument(snapshotText(settings), entry.sourcePath),
          event,
          group,
          handler,
        );
        if (!cut.removed.handlerText.startsWith(entry.raw)) {
          throw new AppFailure('conflict', 'failure.trashed-hook-not-the-one-shown', {
            file: entry.sourcePath,
          });
        }
        assertStillApplies(settings, cut.text);
        record.removed = cut.removed;
        writes.push(settingsWrite(settings, cut.text));
      }
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
      const writes: PlannedWrite[] = [];
      if (entry.removed === null) {
        const kept = await readSnapshot(this.#file(trashId));
        writes.push(
          {
            kind: 'write',
            snapshot: await absentSnapshot(entry.originalPath),
            bytes: kept.bytes as Buffer,
            mode: kept.mode ?? 0o644,
          },
          { kind: 'delete', snapshot: kept },
        );
      } else {
        const settings = await readSnapshot(entry.originalPath);
        const text = restoreHandler(
          parseJsonDocument(snapshotText(settings), entry.originalPath),
          entry.removed,
        );
        assertStillApplies(settings, text);
        writes.push(settingsWrite(settings, text));
      }
      writes.push({ kind: 'delete', snapshot: entrySnapshot });
      return this.#engine.apply({
        operation: 'restore-from-trash',
        hookIds: [entry.hookId],
        summary: [
          entry.event === null
            ? codedText('change.hook-restored-from-trash-no-event', { file: entry.originalPath })
            : codedText('change.hook-restored-from-trash', {
                event: entry.event,
                hook: trashedHookLabel(entry),
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
      json: true,
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

/** The trashed hook as its row showed it: a hook file by its name, a handler by what it ran. */
function trashedHookLabel(entry: TrashEntry): string {
  const handler = entry.removed
    ? viewRemovedHandler(entry.removed).handler
    : { type: 'file' as const, summary: '' };
  return recordedHookLabel({ handler, sourcePath: entry.originalPath });
}
