import { createHash } from 'node:crypto';
import { CLAUDE_CODE, CLINE_CLI, CLINE_VSCODE } from '../../../shared/agents/agent-ids';
import fs from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import type { AgentId } from '../../../shared/schemas/agent';
import { type HookEntry, HookScopeSchema } from '../../../shared/schemas/hook';
import { claudeContentHash } from '../agents/claude-code/handler-identity';
import { intendedEvent } from '../agents/cline/hook-names';
import { cliHookFolders } from '../agents/cline-cli/cli-hook-folders';
import { vscodeHookFolders } from '../agents/cline-vscode/vscode-hook-folders';
import type { DiscoveryTarget } from '../agents/dialect';
import { contentHash, hookId } from '../agents/hook-id';
import type { PlacedRow } from '../inventory/row-order';
import type { HostPaths } from '../platform/host-paths';
import { RemovedHandlerSchema } from './handler-splice';
import { RAW_CAP, viewRemovedHandler } from './removed-handler-view';
import { CLINE_DISABLED_FOLDER } from '../agents/cline/scan-hook-folders';

/** The subfolder of a Cline hooks folder that holds switched-off hook files. */
export { CLINE_DISABLED_FOLDER };

const DISABLED_REASON = { key: 'reason.disabled-by-hookyard' as const, params: {} };

/** A switched-off Claude Code handler, kept in `<dataDir>/disabled/claude-code/<id>.json`. */
export const DisabledHandlerRecordSchema = z.object({
  version: z.literal(1),
  id: z.string(),
  /** The id the hook had while it was on, and keeps while it is off. */
  hookId: z.string(),
  /**
   * The id of the hook that followed it in its event when it was switched off (null: it was the
   * last), so that its row keeps its place among those still there. Absent in older records.
   */
  nextHookId: z.string().nullable().optional(),
  scope: HookScopeSchema,
  /** The settings file it belongs in. */
  sourcePath: z.string(),
  disabledAt: z.string(),
  removed: RemovedHandlerSchema,
});
export type DisabledHandlerRecord = z.infer<typeof DisabledHandlerRecordSchema>;

/** A hook Hookyard switched off: where it belongs, where it is kept, and its inventory rows. */
export interface DisabledHook {
  /** Pass this (or any of `entries[].id`) to enable it. */
  id: string;
  kind: 'settings-handler' | 'hook-file';
  /** Where it is defined when on. */
  sourcePath: string;
  /** Where Hookyard keeps it while it is off. */
  storedPath: string;
  /** One row per runtime that would run it, with status `disabled` and reason `disabled-by-hookyard`. */
  entries: HookEntry[];
  /** Claude Code: the id of the hook it stood before (see DisabledHandlerRecord.nextHookId). */
  nextHookId: string | null;
  /** Claude Code: the record; null for a hook file. */
  record: DisabledHandlerRecord | null;
}

/**
 * The inventory rows of switched-off hooks, each standing before the hook that followed it. A
 * Claude Code row whose id an agent-visible row took meanwhile falls back to its record's id.
 */
export function placedDisabledRows(disabled: readonly DisabledHook[]): PlacedRow[] {
  return disabled.flatMap((hook) =>
    hook.entries.map((entry) => ({
      entry,
      before: hook.nextHookId,
      fallbackId: hookId(entry.agent, entry.sourcePath, `${entry.locator}\0${hook.id}`),
    })),
  );
}

export function disabledRecordFolder(dataDir: string): string {
  return path.join(dataDir, 'disabled', CLAUDE_CODE);
}

/**
 * The hooks Hookyard switched off that belong to a target: Claude Code handlers whose settings
 * file is one the target reads, and files in the `.hookyard-disabled/` subfolder of every Cline
 * hooks folder of the target. Unreadable records and folders are skipped. Never throws.
 */
export async function listDisabledHooks(
  dataDir: string,
  target: DiscoveryTarget,
  paths: HostPaths,
  claudeSettingsFiles: ReadonlySet<string>,
): Promise<DisabledHook[]> {
  const [claude, cline] = await Promise.all([
    listClaudeRecords(dataDir, claudeSettingsFiles),
    listClineFiles(target, paths),
  ]);
  return [...claude, ...cline];
}

async function listClaudeRecords(
  dataDir: string,
  settingsFiles: ReadonlySet<string>,
): Promise<DisabledHook[]> {
  const folder = disabledRecordFolder(dataDir);
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  const records = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map((name) => readRecord(path.join(folder, name))),
  );
  return records
    .filter((record): record is DisabledHandlerRecord => record !== null)
    .filter((record) => settingsFiles.has(record.sourcePath))
    .sort((a, b) => a.disabledAt.localeCompare(b.disabledAt))
    .map((record) => ({
      id: record.id,
      kind: 'settings-handler' as const,
      sourcePath: record.sourcePath,
      storedPath: path.join(folder, `${record.id}.json`),
      entries: [claudeEntry(record)],
      nextHookId: record.nextHookId ?? null,
      record,
    }));
}

/** Reads one record; null when it is missing or does not parse. */
export async function readRecord(file: string): Promise<DisabledHandlerRecord | null> {
  try {
    const parsed = DisabledHandlerRecordSchema.safeParse(
      JSON.parse(await fs.readFile(file, 'utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function claudeEntry(record: DisabledHandlerRecord): HookEntry {
  const { removed } = record;
  const locator = `hookyard-disabled/${record.id}`;
  const { value, raw, handler } = viewRemovedHandler(removed);
  const matcher = typeof removed.matcher === 'string' ? removed.matcher : null;
  return {
    // The id it had while on: a stale or repeated request for it finds it off, never a neighbour.
    id: record.hookId,
    contentHash: claudeContentHash(removed.event, matcher, value),
    agent: CLAUDE_CODE,
    scope: record.scope,
    event: removed.event,
    sourcePath: record.sourcePath,
    position: null,
    locator,
    matcher,
    handler,
    status: 'disabled',
    reason: DISABLED_REASON,
    notes: [],
    raw,
  };
}

async function listClineFiles(target: DiscoveryTarget, paths: HostPaths): Promise<DisabledHook[]> {
  const readers = new Map<string, { scope: HookEntry['scope']; agents: AgentId[] }>();
  const add = (agent: AgentId) => (folder: { path: string; scope: HookEntry['scope'] }) => {
    const known = readers.get(folder.path) ?? { scope: folder.scope, agents: [] };
    known.agents.push(agent);
    readers.set(folder.path, known);
  };
  cliHookFolders(target, paths).forEach(add(CLINE_CLI));
  vscodeHookFolders(target, paths).forEach(add(CLINE_VSCODE));
  const perFolder = await Promise.all(
    [...readers].map(async ([folder, reader]) => {
      const stored = path.join(folder, CLINE_DISABLED_FOLDER);
      const dirents = await fs.readdir(stored, { withFileTypes: true }).catch(() => []);
      return Promise.all(
        dirents
          .filter((dirent) => dirent.isFile())
          .map((dirent) => clineHook(folder, dirent.name, reader.scope, reader.agents)),
      );
    }),
  );
  return perFolder.flat();
}

async function clineHook(
  folder: string,
  name: string,
  scope: HookEntry['scope'],
  agents: AgentId[],
): Promise<DisabledHook> {
  const storedPath = path.join(folder, CLINE_DISABLED_FOLDER, name);
  const locator = `${CLINE_DISABLED_FOLDER}/${name}`;
  const head = await readHead(storedPath);
  return {
    id: createHash('sha256').update(`disabled\0${storedPath}`).digest('hex').slice(0, 16),
    kind: 'hook-file',
    sourcePath: path.join(folder, name),
    storedPath,
    nextHookId: null,
    record: null,
    entries: agents.map((agent) => ({
      id: hookId(agent, storedPath, locator),
      contentHash: contentHash([locator, head]),
      agent,
      scope,
      event: intendedEvent(name),
      sourcePath: storedPath,
      position: null,
      locator,
      matcher: null,
      handler: { type: 'file', summary: storedPath, argv: null, timeoutSec: null },
      status: 'disabled',
      reason: DISABLED_REASON,
      notes: [],
      raw: head,
    })),
  };
}

async function readHead(file: string): Promise<string> {
  try {
    const handle = await fs.open(file, 'r');
    try {
      const buffer = Buffer.alloc(RAW_CAP);
      const { bytesRead } = await handle.read(buffer, 0, RAW_CAP, 0);
      return buffer.subarray(0, bytesRead).toString('utf8');
    } finally {
      await handle.close();
    }
  } catch {
    return '';
  }
}
