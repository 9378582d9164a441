import { AppFailure } from '../../../shared/result';
import type { AgentShims, ShimStep } from '../agents/shim-install';
import { absentSnapshot, type PlannedWrite } from '../editing/edit-engine';
import { contentHash, readSnapshot, snapshotText } from '../editing/file-snapshot';
import { nodeAt, parseJsonDocument } from '../editing/json-document';
import type { InstallRecord } from './install-records';
import { appendEntries, findGroup, removeEntries } from './settings-entries';

type SettingsStep = Extract<ShimStep, { kind: 'settings-entry' }>;
type FileStep = Extract<ShimStep, { kind: 'hook-file' }>;
type SettingsInfo = InstallRecord['settingsFiles'][number];

/** The file operations of one file, and the inventory ids they touch. */
export interface FileEdit {
  writes: PlannedWrite[];
  hookIds: string[];
}

/**
 * Appends the steps' groups to one settings file. `settings` says what the file was before
 * Hookyard's first install there (kept from an earlier record when there is one). `private`
 * leaves the file readable by its owner only (an entry carrying the bridge's secret).
 */
export async function planSettingsAppend(
  shims: AgentShims,
  file: string,
  steps: SettingsStep[],
  options: { private: boolean; earlier: SettingsInfo | undefined },
): Promise<FileEdit & { info: SettingsInfo }> {
  const snapshot = await readSnapshot(file);
  const doc = parseJsonDocument(snapshotText(snapshot), file, shims.settingsDialect);
  const info = options.earlier ?? {
    file,
    createdFile: snapshot.bytes === null,
    createdHooks: nodeAt(doc.root, ['hooks']) === undefined,
    modeBefore: snapshot.mode,
  };
  const { doc: next, indexes } = appendEntries(doc, steps, file);
  shims.checkSettingsEdit?.(snapshot, next.text);
  const write: PlannedWrite = {
    kind: 'write',
    snapshot,
    bytes: Buffer.from(next.text, 'utf8'),
    json: doc.dialect,
    ...(options.private && { mode: (snapshot.mode ?? 0o600) & ~0o077 }),
  };
  const hookIds = steps.flatMap((step, i) => shims.hookIds?.(step, next.text, indexes[i]!) ?? []);
  return { writes: [write], hookIds, info };
}

/**
 * Takes the record's groups out of one settings file again, then the `hooks` object or the
 * whole file when the install created them and nothing else is there now, and gives the file
 * its mode from before. A file nobody touched since is byte-identical to before the install;
 * edits made since are kept.
 */
export async function planSettingsRemoval(
  shims: AgentShims,
  record: InstallRecord,
  info: SettingsInfo,
): Promise<FileEdit> {
  const snapshot = await readSnapshot(info.file);
  if (snapshot.bytes === null) return { writes: [], hookIds: [] };
  const doc = parseJsonDocument(snapshotText(snapshot), info.file, shims.settingsDialect);
  const entries = record.entries.filter((entry) => entry.file === info.file);
  const { doc: next, found } = removeEntries(doc, entries, info.file, info.createdHooks);
  if (next.text === doc.text) return { writes: [], hookIds: [] };
  const hookIds = found.flatMap(
    ({ event, index }) =>
      shims.hookIds?.(
        { kind: 'settings-entry', file: info.file, event, group: {} },
        doc.text,
        index,
      ) ?? [],
  );
  if (info.createdFile && (next.root.children ?? []).length === 0)
    return { writes: [{ kind: 'delete', snapshot }], hookIds };
  shims.checkSettingsEdit?.(snapshot, next.text);
  const mode = info.modeBefore ?? undefined;
  const bytes = Buffer.from(next.text, 'utf8');
  return { writes: [{ kind: 'write', snapshot, bytes, json: doc.dialect, mode }], hookIds };
}

/** A new hook file; AppFailure('conflict') when a file of someone else's is at its path. */
export async function planHookFileWrite(shims: AgentShims, step: FileStep): Promise<FileEdit> {
  const snapshot = await absentSnapshot(step.file).catch((error: unknown) => {
    if (error instanceof AppFailure && error.code === 'conflict')
      throw new AppFailure('conflict', 'failure.recorder-path-taken', { file: step.file });
    throw error;
  });
  const bytes = Buffer.from(step.content, 'utf8');
  return {
    writes: [{ kind: 'write', snapshot, bytes, mode: step.mode }],
    hookIds: shims.hookIds?.(step, null, 0) ?? [],
  };
}

/**
 * Deletes a hook file the install wrote while it is still those bytes; nothing when it is gone,
 * AppFailure('conflict') naming it when it changed since (it is the user's now).
 */
export async function planHookFileRemoval(
  shims: AgentShims,
  hookFile: InstallRecord['hookFiles'][number],
): Promise<FileEdit> {
  const snapshot = await readSnapshot(hookFile.file);
  if (snapshot.bytes === null) return { writes: [], hookIds: [] };
  if (contentHash(snapshot.bytes) !== hookFile.sha256)
    throw new AppFailure('conflict', 'failure.approvals-hook-file-changed', {
      file: hookFile.file,
    });
  const step = { kind: 'hook-file', content: '', mode: 0, ...hookFile } as const;
  return { writes: [{ kind: 'delete', snapshot }], hookIds: shims.hookIds?.(step, null, 0) ?? [] };
}

/** `file\0event` of every part of a record that is in its file now, as written. */
export async function partsInPlace(record: InstallRecord): Promise<Set<string>> {
  const present = new Set<string>();
  for (const info of record.settingsFiles) {
    const snapshot = await readSnapshot(info.file).catch(() => null);
    if (!snapshot?.bytes) continue;
    let doc;
    try {
      // Read only to find the groups: comments are allowed whatever the agent.
      doc = parseJsonDocument(snapshotText(snapshot), info.file, 'comments');
    } catch {
      continue;
    }
    const taken = new Map<string, Set<number>>();
    for (const entry of record.entries.filter((each) => each.file === info.file)) {
      const skip = taken.get(entry.event) ?? new Set<number>();
      const index = findGroup(doc, entry, skip);
      if (index < 0) continue;
      taken.set(entry.event, skip.add(index));
      present.add(`${entry.file}\0${entry.event}`);
    }
  }
  for (const hookFile of record.hookFiles) {
    const snapshot = await readSnapshot(hookFile.file).catch(() => null);
    if (snapshot?.bytes && contentHash(snapshot.bytes) === hookFile.sha256)
      present.add(`${hookFile.file}\0${hookFile.event}`);
  }
  return present;
}
