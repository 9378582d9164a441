import { createHash } from 'node:crypto';
import path from 'node:path';

import { getNodeValue } from 'jsonc-parser';
import { z } from 'zod';

import { AppFailure } from '../../../shared/result';
import { ApprovalInstallScopeSchema } from '../../../shared/schemas/approval';
import type { Workspace } from '../../../shared/schemas/workspace';
import { shimsOfTarget, shimTargets } from '../agents/registry';
import type { AgentShims, ShimContext, ShimPurpose, ShimRoot } from '../agents/shim-install';
import type { EditEngine } from '../editing/edit-engine';
import { contentHash, readSnapshot, snapshotText } from '../editing/file-snapshot';
import { parseJsonDocument } from '../editing/json-document';
import { parseJsonOrNull } from '../json-or-null';
import type { InstallRecord } from './install-records';
import { groupsOf } from './settings-entries';

interface LegacyDeps {
  engine: EditEngine;
  ctx: ShimContext;
  workspaces: { list(): Promise<Workspace[]> };
}

/** The approvals installer's record before installs.json: `<dataDir>/approvals/installs.json`. */
const OldApprovalsSchema = z.object({
  version: z.literal(1),
  installs: z.array(
    z.object({
      agent: z.string(),
      scope: ApprovalInstallScopeSchema,
      mode: z.enum(['http', 'command']),
      failMode: z.enum(['open', 'closed']),
      file: z.string(),
      changeId: z.string(),
    }),
  ),
});

/** The recorder's manifest before installs.json, one per settings file it wrote to. */
const OldRecorderManifestSchema = z.object({ createdFile: z.boolean(), createdHooks: z.boolean() });

type Found = Pick<InstallRecord, 'entries' | 'hookFiles'>;

/**
 * Records for the installs the two earlier installers made, read from their own manifests and
 * the agents' files, so that they keep working and uninstall removes them: the approvals
 * installer's `approvals/installs.json` (with what its change record says the file was before)
 * and the recorder's entries and hook files in the places it plans, with its
 * `recorder/<hash>.json` manifests. The old files are left where they are, as a backup.
 * AppFailure('internal') when the old approvals record is damaged (nothing is guessed).
 */
export async function legacyInstalls(deps: LegacyDeps): Promise<InstallRecord[]> {
  return [...(await legacyApprovals(deps)), ...(await legacyRecorders(deps))];
}

async function legacyApprovals({ ctx, engine }: LegacyDeps): Promise<InstallRecord[]> {
  const file = path.join(ctx.dataDir, 'approvals', 'installs.json');
  const snapshot = await readSnapshot(file);
  if (snapshot.bytes === null) return [];
  const parsed = OldApprovalsSchema.safeParse(parseJsonOrNull(snapshotText(snapshot)));
  if (!parsed.success)
    throw new AppFailure('internal', 'failure.approvals-manifest-damaged', {
      file,
      message: parsed.error.issues[0]?.message ?? 'not JSON',
    });
  const records: InstallRecord[] = [];
  for (const old of parsed.data.installs) {
    const found = await foundShims(shimsOfTarget(old.agent), 'approvals', ctx, old.file);
    const before = found.entries.length > 0 ? [await stateBefore(engine, old)] : [];
    records.push({
      purpose: 'approvals',
      target: old.agent,
      scope: old.scope,
      mode: old.mode,
      failMode: old.failMode,
      ...found,
      settingsFiles: before,
      migratedFrom: 'approvals-installs-v1',
    });
  }
  return records;
}

/** What a settings file was before an old approvals install, from that install's change. */
async function stateBefore(
  engine: EditEngine,
  old: { file: string; changeId: string },
): Promise<InstallRecord['settingsFiles'][number]> {
  const change = await engine.change(old.changeId).catch(() => null);
  const written = change?.files.find((each) => each.path === old.file);
  const unknown = { file: old.file, createdFile: false, createdHooks: false, modeBefore: null };
  if (!written) return unknown;
  if (written.before.hash === null) return { ...unknown, createdFile: true, createdHooks: true };
  const bytes = await engine.blob(written.before.hash).catch(() => null);
  const value = bytes ? parseJsonOrNull(bytes.toString('utf8')) : null;
  const hadHooks = typeof value === 'object' && value !== null && 'hooks' in value;
  return { ...unknown, createdHooks: bytes !== null && !hadHooks, modeBefore: written.before.mode };
}

async function legacyRecorders({ ctx, workspaces }: LegacyDeps): Promise<InstallRecord[]> {
  const scopes: Array<{ scope: InstallRecord['scope']; roots: ShimRoot[] }> = [
    { scope: { kind: 'user' }, roots: [{ kind: 'user' }] },
    ...(await workspaces.list()).map((workspace) => ({
      scope: { kind: 'workspace' as const, workspaceId: workspace.id },
      roots: workspace.roots.map((root) => ({ kind: 'workspace' as const, root })),
    })),
  ];
  const records: InstallRecord[] = [];
  for (const target of shimTargets()) {
    const shims = shimsOfTarget(target);
    for (const { scope, roots } of scopes) {
      const record: InstallRecord = {
        ...{ purpose: 'recorder', target, scope, mode: null, failMode: null },
        ...{ entries: [], hookFiles: [], settingsFiles: [], migratedFrom: 'recorder-manifest' },
      };
      const files = new Set(roots.flatMap((root) => plannedFiles(shims, ctx, root)));
      for (const file of files) {
        const found = await foundShims(shims, 'recorder', ctx, file);
        record.entries.push(...found.entries);
        record.hookFiles.push(...found.hookFiles);
        if (found.entries.length > 0) record.settingsFiles.push(await oldManifest(ctx, file));
      }
      if (record.entries.length + record.hookFiles.length > 0) records.push(record);
    }
  }
  return records;
}

function plannedFiles(shims: AgentShims, ctx: ShimContext, root: ShimRoot): string[] {
  try {
    return shims.recorder(ctx, root).map((step) => step.file);
  } catch {
    return []; // the recorder cannot be installed there (a platform the agent lacks)
  }
}

async function oldManifest(
  ctx: ShimContext,
  file: string,
): Promise<InstallRecord['settingsFiles'][number]> {
  const key = createHash('sha256').update(file).digest('hex').slice(0, 24);
  const snapshot = await readSnapshot(path.join(ctx.dataDir, 'recorder', `${key}.json`));
  const parsed = OldRecorderManifestSchema.safeParse(
    snapshot.bytes ? parseJsonOrNull(snapshotText(snapshot)) : null,
  );
  const created = parsed.success ? parsed.data : { createdFile: false, createdHooks: false };
  return { file, ...created, modeBefore: null };
}

/** This data folder's recorder or approver in one file: its hook file, or its groups. */
async function foundShims(
  shims: AgentShims,
  purpose: ShimPurpose,
  ctx: ShimContext,
  file: string,
): Promise<Found> {
  const snapshot = await readSnapshot(file).catch(() => null);
  if (!snapshot?.bytes) return { entries: [], hookFiles: [] };
  const text = snapshotText(snapshot);
  if (shims.isLegacy(purpose, { content: text }, ctx)) {
    const sha256 = contentHash(snapshot.bytes) as string;
    return { entries: [], hookFiles: [{ file, event: path.basename(file), sha256 }] };
  }
  let doc;
  try {
    // As the agent reads it: Gemini's settings may hold comments.
    doc = parseJsonDocument(text, file, shims.settingsDialect);
  } catch {
    return { entries: [], hookFiles: [] };
  }
  const hooks = (getNodeValue(doc.root) as { hooks?: unknown }).hooks;
  const events = typeof hooks === 'object' && hooks !== null ? Object.keys(hooks) : [];
  const entries = events.flatMap((event) =>
    groupsOf(doc, event).flatMap((group) => {
      const handlers = (group as { hooks?: unknown } | null)?.hooks;
      const ours =
        Array.isArray(handlers) &&
        handlers.length === 1 &&
        shims.isLegacy(purpose, { handler: handlers[0] }, ctx);
      return ours ? [{ file, event, group: group as Record<string, unknown> }] : [];
    }),
  );
  return { entries, hookFiles: [] };
}
