import type { AgentId } from '../../../../shared/schemas/agent';
import { AGENT_IDS, HOOK_STATUSES } from '../../../../shared/schemas/enum-values';
import type { HookEntry, HookStatus } from '../../../../shared/schemas/hook';
import type { HookOwner } from '../../../store/ui-slice';
import { ownerOf } from './filter-hooks';

export { HOOK_STATUSES };

/** How many hooks have each status; every status is present, zero included. */
export function countByStatus(hooks: readonly HookEntry[]): Record<HookStatus, number> {
  const counts = Object.fromEntries(HOOK_STATUSES.map((status) => [status, 0])) as Record<
    HookStatus,
    number
  >;
  for (const hook of hooks) counts[hook.status] += 1;
  return counts;
}

/** How many hooks each agent would consider; every agent is present, zero included. */
export function countByAgent(hooks: readonly HookEntry[]): Record<AgentId, number> {
  const counts = Object.fromEntries(AGENT_IDS.map((agent) => [agent, 0])) as Record<
    AgentId,
    number
  >;
  for (const hook of hooks) counts[hook.agent] += 1;
  return counts;
}

/** How many hooks are the user's and how many Hookyard's own. */
export function countByOwner(hooks: readonly HookEntry[]): Record<HookOwner, number> {
  const counts: Record<HookOwner, number> = { mine: 0, hookyard: 0 };
  for (const hook of hooks) counts[ownerOf(hook)] += 1;
  return counts;
}

/** The distinct event names, sorted, without null (files that name no event). */
export function listEvents(hooks: readonly HookEntry[]): string[] {
  const events = new Set<string>();
  for (const hook of hooks) if (hook.event !== null) events.add(hook.event);
  return [...events].sort((a, b) => a.localeCompare(b));
}
