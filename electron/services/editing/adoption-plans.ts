import fs from 'node:fs/promises';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { AdoptOptions } from '../agents/adoption';
import { agentOf, allAgents } from '../agents/registry';
import { type AdoptionRecord, installedShimPath, WATCH_SHIM_NAME } from './adoption-record';
import { writeFileAtomic } from './atomic-write';
import type { PlannedChange } from './edit-engine';

/**
 * Plans putting a hook behind the workspace shim, the way its agent adopts hooks (a settings
 * handler's command, or a hook file). `workspaces` null runs it everywhere (adopted only to be
 * watched); `watch` makes the shim record each run. AppFailure('invalid-request') for an agent
 * whose hooks Hookyard cannot adopt.
 */
export function planAdopt(entry: HookEntry, options: AdoptOptions): Promise<PlannedChange> {
  const adoption = agentOf(entry.agent).editing.adopt;
  if (!adoption) throw new AppFailure('invalid-request', 'failure.adopt-not-supported');
  return adoption.planAdopt(entry, options);
}

/** Plans putting the original back byte for byte, by the agent whose kind of record it is. */
export function planRelease(dataDir: string, record: AdoptionRecord): Promise<PlannedChange> {
  const adoption = allAgents().find((agent) => agent.editing.adopt?.kind === record.original.kind)
    ?.editing.adopt;
  if (!adoption) throw new AppFailure('invalid-request', 'failure.adopt-not-supported');
  return adoption.planRelease(dataDir, record);
}

/**
 * Copies the packaged shim and its watch half into the data dir when missing or different (an
 * update): adopted hooks call these copies, which outlive the app itself.
 */
export async function installShims(dataDir: string, shimSource: string): Promise<void> {
  const target = installedShimPath(dataDir);
  const pairs: Array<[string, string]> = [
    [shimSource, target],
    [
      path.join(path.dirname(shimSource), WATCH_SHIM_NAME),
      path.join(path.dirname(target), WATCH_SHIM_NAME),
    ],
  ];
  for (const [source, copy] of pairs) {
    const [wanted, present] = await Promise.all([
      fs.readFile(source),
      fs.readFile(copy).catch(() => null),
    ]);
    if (!present?.equals(wanted)) await writeFileAtomic(copy, wanted, 0o644);
  }
}
