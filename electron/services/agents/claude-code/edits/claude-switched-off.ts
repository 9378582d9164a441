import fs from 'node:fs/promises';
import path from 'node:path';

import { z } from 'zod';

import { type HookEntry, HookScopeSchema } from '../../../../../shared/schemas/hook';
import { DISABLED_REASON, type DisabledHook } from '../../../editing/disabled-hooks';
import { RemovedHandlerSchema } from '../../../editing/handler-splice';
import type { HostPaths } from '../../../platform/host-paths';
import type { DiscoveryTarget } from '../../dialect';
import { claudeContentHash } from '../handler-identity';
import { rootSettingsFiles, userSettingsFile } from '../settings-sources';
import { viewRemovedHandler } from './removed-handler-view';

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

export function disabledRecordFolder(dataDir: string): string {
  return path.join(dataDir, 'disabled', 'claude-code');
}

/** The Claude Code settings files Hookyard may edit for a target: user, and per root project + local. */
export function editableClaudeSettings(target: DiscoveryTarget, paths: HostPaths): Set<string> {
  const roots = target.kind === 'workspace' ? target.roots : [];
  return new Set([
    userSettingsFile(paths),
    ...roots.flatMap((root) => Object.values(rootSettingsFiles(root))),
  ]);
}

/**
 * The switched-off handlers whose settings file is one the target reads, oldest first.
 * Unreadable records are skipped. Never throws.
 */
export async function listSwitchedOffHandlers(
  dataDir: string,
  target: DiscoveryTarget,
  paths: HostPaths,
): Promise<DisabledHook[]> {
  const settingsFiles = editableClaudeSettings(target, paths);
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
      disabledAt: record.disabledAt,
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
    agent: 'claude-code',
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
