import { AppFailure } from '../../../shared/result';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import type { EditPlace } from '../agents/editing';
import { AGENT_REGISTRY, type AgentRegistry } from '../agents/registry';
import type { HostPaths } from '../platform/host-paths';
import { agentPlans } from './agent-plans';
import type { DisabledHook } from './disabled-hooks';
import type { EditEngine, PlannedChange } from './edit-engine';
import { assertShown, type HookLookup, type ShownHook, shownHookIn } from './hook-lookup';
import { listKeptHooks } from './switched-off-listing';
import { assertSwitchesAlone } from './switch-alone';

/**
 * Switches single hooks off and on where they are defined, so that nothing is ever lost, with
 * the plans of the hook's agent (`AgentEditing.switch`): a Claude Code handler moves into
 * Hookyard's store and back, a Cline hook file into `.hookyard-disabled/` beside it and back,
 * Codex and Gemini hooks are switched with the agents' own settings. Each switch is one
 * recorded, undoable change, applied by the one EditEngine.
 */
export class HookSwitch {
  readonly #engine: EditEngine;
  readonly #lookup: HookLookup;
  readonly #place: EditPlace;
  readonly #agents: AgentRegistry;

  constructor(deps: {
    engine: EditEngine;
    lookup: HookLookup;
    paths: HostPaths;
    dataDir: string;
    /** The agents whose plans it asks; every agent Hookyard knows by default. */
    agents?: AgentRegistry;
  }) {
    this.#engine = deps.engine;
    this.#lookup = deps.lookup;
    this.#place = { dataDir: deps.dataDir, paths: deps.paths };
    this.#agents = deps.agents ?? AGENT_REGISTRY;
  }

  /**
   * Switches the hook the user saw off. AppFailure: 'conflict' (it is gone, differs from what was
   * shown, is off already, or the file changed since it was read), 'invalid-request' (a hook
   * Hookyard does not edit: managed, plugin, frontmatter, a symlinked file; an invalid or
   * read-only settings file; an agent without switch plans).
   */
  disable(request: ShownHook): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const hooks = (await this.#lookup.get(request.scope)).hooks;
      const entry = shownHookIn(hooks, request);
      const plans = agentPlans(this.#agents, entry, 'switch');
      assertSwitchesAlone(entry, hooks, this.#agents.agentOf(entry.agent).capabilities);
      const offByHookyard =
        entry.status === 'disabled' && entry.reason.key === 'reason.disabled-by-hookyard';
      if (offByHookyard || plans.inPlace?.isOff(entry)) {
        throw new AppFailure('conflict', 'failure.hook-already-off', { file: entry.sourcePath });
      }
      const plan = await plans.planOff(entry, this.#place, hooks);
      return this.#engine.apply({ operation: 'disable', hookIds: [entry.id], ...plan });
    });
  }

  /**
   * Switches a hook Hookyard switched off back on; `hookId` is a DisabledHook id or a row id (a
   * live row for a hook its agent's own switch keeps off). AppFailure('conflict') when it is on
   * already, gone, or differs from what was shown.
   */
  enable(request: ShownHook): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const { plan, hookIds } = await this.#planOn(request);
      return this.#engine.apply({ operation: 'enable', hookIds, ...plan });
    });
  }

  /** The switched-off hooks of a scope, with inventory rows (status `disabled`). */
  async listDisabled(scope: InventoryScope): Promise<DisabledHook[]> {
    const kept = await listKeptHooks(await this.#lookup.target(scope), this.#place, this.#agents);
    return kept.map(({ hook }) => hook);
  }

  async #planOn(request: ShownHook): Promise<{ plan: PlannedChange; hookIds: string[] }> {
    const target = await this.#lookup.target(request.scope);
    const matches = (hook: DisabledHook) =>
      hook.id === request.hookId || hook.entries.some((entry) => entry.id === request.hookId);
    const found = (await listKeptHooks(target, this.#place, this.#agents)).find(({ hook }) =>
      matches(hook),
    );
    if (found) {
      const { hook, kept, siblings } = found;
      const row = hook.entries.find((entry) => entry.id === request.hookId) ?? hook.entries[0];
      if (row) assertShown(row, request.contentHash);
      return {
        plan: await kept.planOn(hook, this.#place, siblings),
        hookIds: [hook.id, ...hook.entries.map((entry) => entry.id)],
      };
    }
    const { hooks } = await this.#lookup.get(request.scope);
    const live = hooks.find((hook) => hook.id === request.hookId);
    if (!live) throw new AppFailure('conflict', 'failure.shown-hook-gone');
    const inPlace = this.#agents.agentOf(live.agent).editing.switch?.inPlace;
    if (!inPlace?.isOff(live)) {
      throw new AppFailure('conflict', 'failure.hook-already-on', { file: live.sourcePath });
    }
    assertShown(live, request.contentHash);
    assertSwitchesAlone(live, hooks, this.#agents.agentOf(live.agent).capabilities);
    return { plan: await inPlace.planOn(live, this.#place), hookIds: [live.id] };
  }
}
