import { AppFailure } from '../../../shared/result';
import type { AgentId } from '../../../shared/schemas/agent';
import type { ChangeRecord, CreateHookRequest } from '../../../shared/schemas/editing';
import type { Workspace } from '../../../shared/schemas/workspace';
import type { CreatePlans } from '../agents/editing';
import { AGENT_REGISTRY, type AgentRegistry } from '../agents/registry';
import type { HostPaths } from '../platform/host-paths';
import type { EditEngine } from './edit-engine';

export interface CreatedHook {
  change: ChangeRecord;
  /** The ids the new hooks have in the inventory. */
  hookIds: string[];
}

/**
 * Creates hooks from the templates in `resources/templates/` with each agent's create plans
 * (`AgentEditing.create`): for Claude Code a script under `.claude/hooks/` plus a settings entry
 * that runs it, for Cline a hook file both runtimes run. Agents that share plans get one hook.
 * Everything it writes is one recorded change (undo = ChangeHistory.restore). Never overwrites:
 * an existing file is AppFailure('conflict').
 */
export class HookCreator {
  readonly #engine: EditEngine;
  readonly #workspaces: { get(workspaceId: string): Promise<Workspace> };
  readonly #paths: HostPaths;
  readonly #templatesDir: string;
  readonly #agents: AgentRegistry;

  constructor(deps: {
    engine: EditEngine;
    workspaces: { get(workspaceId: string): Promise<Workspace> };
    paths: HostPaths;
    templatesDir: string;
    agents?: AgentRegistry;
  }) {
    this.#engine = deps.engine;
    this.#workspaces = deps.workspaces;
    this.#paths = deps.paths;
    this.#templatesDir = deps.templatesDir;
    this.#agents = deps.agents ?? AGENT_REGISTRY;
  }

  create(request: CreateHookRequest): Promise<CreatedHook> {
    return this.#engine.exclusive(async () => {
      if (request.agents.length === 0) {
        throw new AppFailure('invalid-request', 'failure.choose-an-agent');
      }
      const root =
        request.scope.kind === 'user'
          ? null
          : ((await this.#workspaces.get(request.scope.workspaceId)).roots[0] as string);
      const place = { root, paths: this.#paths, templatesDir: this.#templatesDir };
      const plans = [];
      for (const [planner, agents] of this.#byPlans(request)) {
        plans.push(await planner.plan(request, agents, place));
      }
      const hookIds = plans.flatMap((plan) => plan.hookIds);
      const change = await this.#engine.apply({
        operation: 'create',
        hookIds,
        summary: plans.flatMap((plan) => plan.summary),
        writes: plans.flatMap((plan) => plan.writes),
      });
      return { change, hookIds };
    });
  }

  /**
   * The requested agents grouped by their create plans (in the order asked), the groups in the
   * agents' display order.
   */
  #byPlans(request: CreateHookRequest): Array<[CreatePlans, AgentId[]]> {
    const groups = new Map<CreatePlans, AgentId[]>();
    for (const agent of request.agents) {
      const planner = this.#agents.agentOf(agent).editing.create;
      if (!planner) {
        throw new AppFailure('invalid-request', 'failure.event-not-of-agent', {
          event: request.event,
          agent,
        });
      }
      groups.set(planner, [...(groups.get(planner) ?? []), agent]);
    }
    const rank = (agents: AgentId[]) =>
      this.#agents.all().findIndex((agent) => agent.id === agents[0]);
    return [...groups].sort(([, a], [, b]) => rank(a) - rank(b));
  }
}
