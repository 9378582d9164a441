import path from 'node:path';

import { recordedHookLabel } from '../../../editing/summary-redaction';
import { AppFailure } from '../../../../../shared/result';
import type { HookEntry } from '../../../../../shared/schemas/hook';
import { analyseSettingsText } from '../settings-file';
import {
  type DisabledHandlerRecord,
  DisabledHandlerRecordSchema,
  disabledRecordFolder,
} from './claude-switched-off';
import type { JsonUndo } from '../../../../../shared/schemas/editing';
import {
  absentSnapshot,
  type PlannedChange,
  type PlannedWrite,
} from '../../../editing/edit-engine';
import { type FileSnapshot, readSnapshot, snapshotText } from '../../../editing/file-snapshot';
import { removeHandler, restoreHandler } from '../../../editing/handler-splice';
import { parseJsonDocument } from '../../../editing/json-document';
import { viewRemovedHandler } from './removed-handler-view';
import { restoreAmongLater } from '../../../editing/switched-off-order';
import { codedText } from '../../../../../shared/i18n/coded-text';

const EDITABLE_SCOPES = new Set(['user', 'workspace', 'local']);

export type { PlannedChange };

/** `<Event>/<group>/<handler>` → its parts; AppFailure('invalid-request') for anything else. */
export function parseLocator(locator: string): { event: string; group: number; handler: number } {
  const match = /^(.+)\/(\d+)\/(\d+)$/.exec(locator);
  if (!match)
    throw new AppFailure('invalid-request', 'failure.not-a-settings-locator', { locator });
  return { event: match[1] as string, group: Number(match[2]), handler: Number(match[3]) };
}

/** Refuses hooks Hookyard must not edit: managed policy, plugins, skill or agent frontmatter. */
export function assertEditableClaudeEntry(entry: HookEntry): void {
  if (!EDITABLE_SCOPES.has(entry.scope)) {
    throw new AppFailure('invalid-request', 'failure.hook-not-editable', {
      scope: entry.scope,
      file: entry.sourcePath,
    });
  }
}

/**
 * Plans switching off a Claude Code handler: it leaves the settings file (with its comma, its
 * group or its event when nothing else is left there) and goes, with everything needed to put
 * it back, into `<dataDir>/disabled/claude-code/<recordId>.json`. AppFailure('conflict') when
 * the file no longer holds the handler the inventory showed.
 */
export async function planDisableHandler(
  entry: HookEntry,
  dataDir: string,
  recordId: string,
  nextHookId: string | null,
): Promise<PlannedChange> {
  assertEditableClaudeEntry(entry);
  const { event, group, handler } = parseLocator(entry.locator);
  const settings = await readSnapshot(entry.sourcePath);
  const doc = parseJsonDocument(snapshotText(settings), entry.sourcePath);
  const { text, removed } = removeHandler(doc, event, group, handler);
  if (!removed.handlerText.startsWith(entry.raw)) {
    throw new AppFailure('conflict', 'failure.hook-not-the-one-shown', {
      locator: entry.locator,
      file: entry.sourcePath,
    });
  }
  assertStillApplies(settings, text);
  const record: DisabledHandlerRecord = {
    version: 1,
    id: recordId,
    hookId: entry.id,
    nextHookId,
    scope: entry.scope,
    sourcePath: entry.sourcePath,
    disabledAt: new Date().toISOString(),
    removed,
  };
  const store = await absentSnapshot(recordPath(dataDir, recordId));
  return {
    writes: [
      settingsWrite(settings, text),
      { kind: 'write', snapshot: store, bytes: jsonBytes(record), mode: 0o600, json: 'strict' },
    ],
    summary: [
      codedText('change.hook-switched-off', {
        event,
        hook: recordedHookLabel(entry),
        file: entry.sourcePath,
      }),
    ],
  };
}

/**
 * Plans putting a switched-off handler back: exactly where it stood when the file is otherwise
 * unchanged, in whatever order hooks are switched back on (`later`: the records of the same
 * file switched off after it, oldest first, which are rewritten with where they now stand);
 * else into the group with the same matcher (or a new group). A missing settings file is
 * created. The record leaves the store.
 */
export async function planEnableHandler(
  dataDir: string,
  record: DisabledHandlerRecord,
  later: readonly DisabledHandlerRecord[] = [],
): Promise<PlannedChange> {
  const settings = await readSnapshot(record.sourcePath);
  const doc = parseJsonDocument(snapshotText(settings), record.sourcePath);
  const among = restoreAmongLater(doc.text, record.sourcePath, record.removed, later);
  const text = among?.text ?? restoreHandler(doc, record.removed);
  assertStillApplies(settings, text);
  const store = await readSnapshot(recordPath(dataDir, record.id));
  const rewritten = await Promise.all(
    (among?.later ?? []).map(async ({ id, removed }): Promise<PlannedWrite> => {
      const kept = later.find((each) => each.id === id) as DisabledHandlerRecord;
      return {
        kind: 'write',
        snapshot: await readSnapshot(recordPath(dataDir, id)),
        bytes: jsonBytes({ ...kept, removed }),
        mode: 0o600,
        json: 'strict',
      };
    }),
  );
  return {
    writes: [settingsWrite(settings, text), { kind: 'delete', snapshot: store }, ...rewritten],
    summary: [
      codedText('change.hook-switched-on', {
        event: record.removed.event,
        hook: recordedHookLabel({
          ...viewRemovedHandler(record.removed),
          sourcePath: record.sourcePath,
        }),
        file: record.sourcePath,
      }),
    ],
  };
}

/** The record file of a disabled handler. */
export function recordPath(dataDir: string, recordId: string): string {
  if (!/^[\w-]+$/.test(recordId))
    throw new AppFailure('invalid-request', 'failure.not-a-disabled-hook-id');
  return path.join(disabledRecordFolder(dataDir), `${recordId}.json`);
}

/** Parses a record's bytes; AppFailure('not-found') for a damaged record. */
export function parseRecord(bytes: Buffer | null, file: string): DisabledHandlerRecord {
  try {
    return DisabledHandlerRecordSchema.parse(JSON.parse(bytes?.toString('utf8') ?? ''));
  } catch {
    throw new AppFailure('not-found', 'failure.disabled-record-damaged', { file });
  }
}

/** A settings-file write: strict JSON, mode kept, with a semantic undo where one is given. */
export function settingsWrite(
  snapshot: FileSnapshot,
  text: string,
  jsonUndo?: JsonUndo,
): Extract<PlannedWrite, { kind: 'write' }> {
  const write: Extract<PlannedWrite, { kind: 'write' }> = {
    kind: 'write',
    snapshot,
    bytes: Buffer.from(text, 'utf8'),
    json: 'strict',
  };
  return jsonUndo ? { ...write, jsonUndo } : write;
}

/**
 * Refuses an edit after which Claude Code would ignore a file it applies now (an invalid
 * PreToolUse/PermissionRequest handler drops the whole file with its permissions).
 */
export function assertStillApplies(snapshot: FileSnapshot, next: string): void {
  const before = analyseSettingsText(snapshot.path, snapshotText(snapshot));
  const after = analyseSettingsText(snapshot.path, next);
  if (before.state === 'ok' && after.state !== 'ok') {
    throw new AppFailure('invalid-request', 'failure.settings-would-be-ignored', {
      file: snapshot.path,
      reason: after.reason?.key ?? 'invalid',
    });
  }
}

function jsonBytes(value: unknown): Buffer {
  return Buffer.from(`${JSON.stringify(value, null, 2)}\n`, 'utf8');
}
