import type { DiscoveryTarget } from '../agents/dialect';
import type { EditPlace, KeptSwitch } from '../agents/editing';
import { AGENT_REGISTRY, type AgentRegistry } from '../agents/registry';
import type { DisabledHook } from './disabled-hooks';

/** A switched-off hook with the plans that keep it (and put it back). */
export interface KeptHook {
  hook: DisabledHook;
  kept: KeptSwitch;
  /** Everything the same plans keep for the target (what a switch-on orders it among). */
  siblings: readonly DisabledHook[];
}

/**
 * The hooks Hookyard switched off that belong to a target, from every agent's switch plans that
 * keep hooks aside. Plans shared by agents of one family (both Cline runtimes read one set of
 * hook files) are asked once. Never throws.
 */
export async function listKeptHooks(
  target: DiscoveryTarget,
  place: EditPlace,
  agents: AgentRegistry = AGENT_REGISTRY,
): Promise<KeptHook[]> {
  const plans = new Set<KeptSwitch>();
  for (const agent of agents.all()) {
    const kept = agent.editing.switch?.kept;
    if (kept) plans.add(kept);
  }
  const perPlans = await Promise.all(
    [...plans].map(async (kept) => {
      const siblings = await kept.listOff(target, place).catch(() => []);
      return siblings.map((hook) => ({ hook, kept, siblings }));
    }),
  );
  return perPlans.flat();
}

/** The switched-off hooks of a target, for the inventory's rows. Never throws. */
export async function listDisabledHooks(
  target: DiscoveryTarget,
  place: EditPlace,
  agents: AgentRegistry = AGENT_REGISTRY,
): Promise<DisabledHook[]> {
  return (await listKeptHooks(target, place, agents)).map(({ hook }) => hook);
}
