import { AppFailure } from '../../../shared/result';
import type { AgentId } from '../../../shared/schemas/agent';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import type { Workspace } from '../../../shared/schemas/workspace';
import { AGENT_REGISTRY, type AgentRegistry } from '../agents/registry';
import type { HostPaths } from '../platform/host-paths';
import type { EditEngine } from './edit-engine';

/**
 * Turns every hook of a workspace off for one agent in one undoable change (undo it with
 * ChangeHistory.restore), with the agent's "switch all off" plan (`AgentEditing.switchAllOff`;
 * its capabilities offer the button). Agents without one are refused.
 */
export class BulkSwitch {
  readonly #engine: EditEngine;
  readonly #workspaces: { get(workspaceId: string): Promise<Workspace> };
  readonly #paths: HostPaths;
  readonly #agents: AgentRegistry;

  constructor(deps: {
    engine: EditEngine;
    workspaces: { get(workspaceId: string): Promise<Workspace> };
    paths: HostPaths;
    agents?: AgentRegistry;
  }) {
    this.#engine = deps.engine;
    this.#workspaces = deps.workspaces;
    this.#paths = deps.paths;
    this.#agents = deps.agents ?? AGENT_REGISTRY;
  }

  /**
   * AppFailure: 'not-found' (no such workspace), 'invalid-request' (nothing to turn off, or a
   * settings file Hookyard will not edit), 'conflict' (a file changed while planning, or a
   * switched-off file of the same name is already kept).
   */
  disableAll(request: { workspaceId: string; agent: AgentId }): Promise<ChangeRecord> {
    return this.#engine.exclusive(async () => {
      const workspace = await this.#workspaces.get(request.workspaceId);
      const planner = this.#agents.agentOf(request.agent).editing.switchAllOff;
      const plan = planner ? await planner.plan(workspace.roots, this.#paths) : null;
      if (plan === null || plan.writes.length === 0) {
        throw new AppFailure('invalid-request', 'failure.no-hooks-to-turn-off', {
          agent: request.agent,
          workspace: workspace.name,
        });
      }
      return this.#engine.apply({ operation: 'disable-all', hookIds: [], ...plan });
    });
  }
}
