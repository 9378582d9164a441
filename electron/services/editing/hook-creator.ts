import { AppFailure } from '../../../shared/result';
import type { Workspace } from '../../../shared/schemas/workspace';
import type { HostPaths } from '../platform/host-paths';
import type { ChangeRecord, CreateHookRequest } from '../../../shared/schemas/editing';
import { planClaudeHook } from '../agents/claude-code/edits/claude-create-plan';
import { planClineHook } from '../agents/cline/edits/cline-create-plan';
import type { EditEngine } from './edit-engine';
import { agentOf } from '../agents/registry';

export interface CreatedHook {
  change: ChangeRecord;
  /** The ids the new hooks have in the inventory. */
  hookIds: string[];
}

const DEFAULT_TIMEOUT_SEC = 30;

/**
 * Creates hooks from the templates in `resources/templates/`: for Claude Code a script under
 * `.claude/hooks/` plus a settings entry that runs it, for Cline a hook file both runtimes run.
 * Everything it writes is one recorded change (undo = ChangeHistory.restore). Never overwrites:
 * an existing file is AppFailure('conflict').
 */
export class HookCreator {
  readonly #engine: EditEngine;
  readonly #workspaces: { get(workspaceId: string): Promise<Workspace> };
  readonly #paths: HostPaths;
  readonly #templatesDir: string;

  constructor(deps: {
    engine: EditEngine;
    workspaces: { get(workspaceId: string): Promise<Workspace> };
    paths: HostPaths;
    templatesDir: string;
  }) {
    this.#engine = deps.engine;
    this.#workspaces = deps.workspaces;
    this.#paths = deps.paths;
    this.#templatesDir = deps.templatesDir;
  }

  create(request: CreateHookRequest): Promise<CreatedHook> {
    return this.#engine.exclusive(async () => {
      const root =
        request.scope.kind === 'user'
          ? null
          : ((await this.#workspaces.get(request.scope.workspaceId)).roots[0] as string);
      const entries = (agent: string) => agentOf(agent).capabilities.createsSettingsEntry;
      const runtimes = request.agents.filter((agent) => !entries(agent));
      if (request.agents.length === 0) {
        throw new AppFailure('invalid-request', 'failure.choose-an-agent');
      }
      const plans = [];
      if (request.agents.some(entries)) {
        const claude = request.claude ?? {};
        plans.push(
          await planClaudeHook(
            {
              target:
                root === null
                  ? { kind: 'user' }
                  : { kind: 'root', root, layer: claude.layer ?? 'project' },
              event: request.event,
              language: request.language,
              name: claude.name,
              matcher: claude.matcher,
              timeoutSec: claude.timeoutSec ?? DEFAULT_TIMEOUT_SEC,
            },
            this.#paths,
            this.#templatesDir,
          ),
        );
      }
      if (runtimes.length > 0) {
        const options = { runtimes, root, event: request.event, language: request.language };
        plans.push(await planClineHook(options, this.#paths, this.#templatesDir));
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
}
