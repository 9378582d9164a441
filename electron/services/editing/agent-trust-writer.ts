import fs from 'node:fs/promises';
import path from 'node:path';

import { hookLabel } from '../../../shared/inventory/hook-label';
import { AppFailure } from '../../../shared/result';
import type {
  AgentTrustApplyRequest,
  AgentTrustPreview,
  AgentTrustResult,
} from '../../../shared/schemas/agent-trust';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { HookTrustContext, HookTrustPreview } from '../agents/agent';
import { AGENT_REGISTRY, type AgentRegistry } from '../agents/registry';
import type { HostPaths } from '../platform/host-paths';
import { contentHash } from './file-snapshot';
import { assertShown, findHook, type HookLookup, type HookRef } from './hook-lookup';

/**
 * "Trust in Codex" from the app: asks the hook's agent (`Agent.trust`) what trusting it writes,
 * and writes exactly that once the user has seen it. Stateless between the two calls: apply
 * previews again and refuses (conflict, nothing written) when the hook, the text or the file
 * differs from what the user was shown.
 */
export class AgentTrustWriter {
  readonly #lookup: HookLookup;
  readonly #paths: HostPaths;
  readonly #backupDir: string;
  readonly #env: NodeJS.ProcessEnv;
  readonly #agents: AgentRegistry;

  constructor(deps: {
    lookup: HookLookup;
    paths: HostPaths;
    dataDir: string;
    /** The environment the agent's own binary runs with (its PATH finds it). */
    env?: NodeJS.ProcessEnv;
    agents?: AgentRegistry;
  }) {
    this.#lookup = deps.lookup;
    this.#paths = deps.paths;
    this.#backupDir = path.join(deps.dataDir, 'backups', 'agent-trust');
    this.#env = deps.env ?? process.env;
    this.#agents = deps.agents ?? AGENT_REGISTRY;
  }

  /** What trusting the hook writes. AppFailure naming the hook when its agent cannot say. */
  async preview(ref: HookRef): Promise<AgentTrustPreview> {
    const hook = await findHook(this.#lookup, ref.scope, ref.hookId);
    const { shown } = await this.#preview(ref, hook);
    return shown;
  }

  /**
   * Writes what the user previewed, through the agent's own mechanism, keeping a copy of the file
   * from before. AppFailure('conflict') with nothing written when anything changed since.
   */
  async apply(request: AgentTrustApplyRequest): Promise<AgentTrustResult> {
    const hook = await findHook(this.#lookup, request.scope, request.hookId);
    assertShown(hook, request.contentHash);
    const { shown, carried, context } = await this.#preview(request, hook);
    if (shown.text !== request.text || shown.base !== request.base) {
      throw new AppFailure('conflict', 'failure.agent-trust-changed', {
        hook: hookLabel(hook),
        file: shown.file,
      });
    }
    return this.#asking(hook, () => this.#trustOf(hook).apply(carried, context));
  }

  async #preview(ref: HookRef, hook: HookEntry) {
    const context = await this.#contextFor(ref, hook);
    const carried = await this.#asking(hook, () => this.#trustOf(hook).preview(hook, context));
    const shown: AgentTrustPreview = {
      hookId: hook.id,
      contentHash: hook.contentHash,
      status: carried.status,
      file: carried.file,
      text: carried.text,
      base: contentHash(await readOrNull(carried.file)),
      backupDir: this.#backupDir,
    };
    return { shown, carried: carried as HookTrustPreview, context };
  }

  #trustOf(hook: HookEntry) {
    const agent = this.#agents.agentOf(hook.agent);
    if (!agent.trust) {
      throw new AppFailure('invalid-request', 'failure.agent-trust-none', {
        hook: hookLabel(hook),
        agent: agent.capabilities.displayName,
      });
    }
    return agent.trust;
  }

  /** A workspace hook is asked about in its workspace (the agent lists project hooks per cwd). */
  async #contextFor(ref: HookRef, hook: HookEntry): Promise<HookTrustContext> {
    const target = await this.#lookup.target(ref.scope);
    const root =
      target.kind === 'workspace'
        ? (target.roots.find((candidate) => hook.sourcePath.startsWith(candidate + path.sep)) ??
          target.roots[0])
        : undefined;
    return {
      paths: this.#paths,
      cwd: root ?? this.#paths.home,
      env: this.#env,
      backupDir: this.#backupDir,
    };
  }

  /** The agent's own refusals and a missing binary, in words that name the hook. */
  async #asking<T>(hook: HookEntry, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (error instanceof AppFailure) throw error;
      const { capabilities } = this.#agents.agentOf(hook.agent);
      const params = {
        hook: hookLabel(hook),
        agent: capabilities.displayName,
        binary: capabilities.binary ?? hook.agent,
        message: (error as Error).message,
      };
      if ((error as NodeJS.ErrnoException).code === 'ENOENT')
        throw new AppFailure('spawn-failed', 'failure.agent-trust-not-started', params);
      throw new AppFailure('conflict', 'failure.agent-trust-refused', params);
    }
  }
}

async function readOrNull(file: string): Promise<Buffer | null> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
