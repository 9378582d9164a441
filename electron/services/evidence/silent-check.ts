import path from 'node:path';

import type { HistoryEntry } from '../../../shared/schemas/history';
import type { SilentFlag, SurfaceCount } from '../../../shared/schemas/evidence';
import type { HookEntry } from '../../../shared/schemas/hook';
import { agentOf } from '../agents/registry';
import { specFromHookEntry } from '../runner/spec-from-entry';
import { type HistoryQueries, entriesOf } from './watched-runs';

/** How many recorder entries a flag links as its evidence. */
const EVIDENCE_LINKS = 5;

function within(folder: string | null, roots: readonly string[] | null): boolean {
  if (roots === null) return true;
  if (folder === null) return false;
  const resolved = path.resolve(folder);
  return roots.some((root) => resolved === root || resolved.startsWith(root + path.sep));
}

/**
 * Whether the hook should have run for a recorded event: the agent's own selection (event and
 * matcher, through its run dialect) picks it for that payload, in a workspace where it is active.
 */
function shouldHaveRun(hook: HookEntry, event: HistoryEntry, roots: readonly string[] | null) {
  if (!within(event.workspace, roots)) return false;
  const spec = specFromHookEntry(hook, event.workspace);
  const payload = event.payload;
  if (spec === null || payload === null || typeof payload !== 'object') return false;
  const selection = agentOf(hook.agent).run.select(
    event.event,
    [spec],
    payload as Record<string, unknown>,
  );
  return selection.run.some((chosen) => chosen.id === spec.id);
}

/**
 * The silent flag of a watched hook: the recorder saw its event fire where it should have run, in
 * a session where the hook never ran. Counts per surface; the evidence is those events. Null when
 * there is no such session. `roots` are where the hook is active (null: everywhere).
 */
export function silentFlag(options: {
  audit: HistoryQueries;
  hook: HookEntry;
  since: string;
  roots: readonly string[] | null;
  runs: readonly HistoryEntry[];
}): SilentFlag | null {
  const { audit, hook, since, roots, runs } = options;
  if (hook.event === null) return null;
  const fired = entriesOf(audit, {
    kind: 'agent-event',
    source: 'recorder',
    agent: hook.agent,
    event: hook.event,
    from: since,
  }).filter((event) => shouldHaveRun(hook, event, roots));
  // A session where the event fired (and the hook should have run) but the hook never ran.
  const ranIn = new Set(runs.map((run) => run.sessionId));
  const missed = fired.filter((event) => !ranIn.has(event.sessionId));
  if (missed.length === 0) return null;
  const counts = new Map<string | null, SurfaceCount>();
  const count = (surface: string | null) => {
    const found = counts.get(surface) ?? { surface, fired: 0, ran: 0, missed: 0 };
    counts.set(surface, found);
    return found;
  };
  for (const event of fired) count(surfaceOfEntry(event)).fired++;
  for (const run of runs) count(surfaceOfEntry(run)).ran++;
  for (const event of missed) count(surfaceOfEntry(event)).missed++;
  return {
    event: hook.event,
    since,
    surfaces: [...counts.values()],
    evidence: missed.slice(0, EVIDENCE_LINKS).map((event) => event.id),
  };
}

function surfaceOfEntry(entry: HistoryEntry): string | null {
  const surface = entry.meta['surface'];
  return typeof surface === 'string' ? surface : null;
}
