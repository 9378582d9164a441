import path from 'node:path';

import { z } from 'zod';

import { AppFailure } from '../../../shared/result';
import type { PlannedWrite } from '../editing/edit-engine';
import { type FileSnapshot, readSnapshot, snapshotText } from '../editing/file-snapshot';
import { parseJsonOrNull } from '../json-or-null';

/**
 * One install of Hookyard's recorder or approver, exactly as written: which agent target and
 * scope, every group it appended to a settings file (as JSON, to be found again by value), every
 * hook file it wrote (by its hash), and per settings file whether the install created the file or
 * its `hooks` object and which mode the file had, so that uninstall gives back exactly the bytes
 * and mode from before. `scope` is an inventory scope (recorder: a workspace id, over all its
 * roots) or one root folder (approvals).
 */
const InstallRecordSchema = z.object({
  purpose: z.enum(['recorder', 'approvals']),
  target: z.string(),
  scope: z.union([
    z.object({ kind: z.literal('user') }).strict(),
    z.object({ kind: z.literal('workspace'), workspaceId: z.string() }).strict(),
    z.object({ kind: z.literal('workspace'), root: z.string() }).strict(),
  ]),
  mode: z.enum(['http', 'command']).nullable(),
  failMode: z.enum(['open', 'closed']).nullable(),
  entries: z.array(
    z.object({ file: z.string(), event: z.string(), group: z.record(z.string(), z.unknown()) }),
  ),
  hookFiles: z.array(z.object({ file: z.string(), event: z.string(), sha256: z.string() })),
  settingsFiles: z.array(
    z.object({
      file: z.string(),
      createdFile: z.boolean(),
      createdHooks: z.boolean(),
      modeBefore: z.number().nullable(),
    }),
  ),
  /** Set on records made from the installers' older manifests (see legacy-installs.ts). */
  migratedFrom: z.enum(['recorder-manifest', 'approvals-installs-v1']).optional(),
});
export type InstallRecord = z.infer<typeof InstallRecordSchema>;
export type RecordScope = InstallRecord['scope'];

const InstallsFileSchema = z.object({
  version: z.literal(1),
  installs: z.array(InstallRecordSchema),
});

/** `<dataDir>/installs.json`: every shim install, recorder and approvals alike. */
export function installsFile(dataDir: string): string {
  return path.join(dataDir, 'installs.json');
}

/**
 * The record file's snapshot and its installs: null when there is none yet (the older
 * manifests are then migrated). AppFailure('internal') naming the file when it is damaged:
 * nothing is installed or removed over a record Hookyard cannot read.
 */
export async function readInstalls(
  dataDir: string,
): Promise<{ snapshot: FileSnapshot; installs: InstallRecord[] | null }> {
  const snapshot = await readSnapshot(installsFile(dataDir));
  if (snapshot.bytes === null) return { snapshot, installs: null };
  const parsed = InstallsFileSchema.safeParse(parseJsonOrNull(snapshotText(snapshot)));
  if (!parsed.success) {
    throw new AppFailure('internal', 'failure.approvals-manifest-damaged', {
      file: snapshot.path,
      message: parsed.error.issues[0]?.message ?? 'not JSON',
    });
  }
  return { snapshot, installs: parsed.data.installs };
}

/** The write that puts `installs` in the record file (through the edit engine, with the change). */
export function installsWrite(snapshot: FileSnapshot, installs: InstallRecord[]): PlannedWrite {
  return {
    kind: 'write',
    snapshot,
    bytes: Buffer.from(`${JSON.stringify({ version: 1, installs }, null, 2)}\n`, 'utf8'),
    mode: 0o600,
    json: 'strict',
  };
}

/** Whether a record is the install of this purpose, target and scope. */
export function isRecordOf(
  record: InstallRecord,
  purpose: InstallRecord['purpose'],
  target: string,
  scope: RecordScope,
): boolean {
  const place = (each: RecordScope) =>
    each.kind === 'user' ? '' : 'root' in each ? `root:${each.root}` : `id:${each.workspaceId}`;
  return (
    record.purpose === purpose &&
    record.target === target &&
    record.scope.kind === scope.kind &&
    place(record.scope) === place(scope)
  );
}
