import { randomUUID } from 'node:crypto';
import path from 'node:path';

import { AppFailure } from '../../../shared/result';
import type { AgentId } from '../../../shared/schemas/agent';
import type { GuardFailureMode } from '../../../shared/schemas/agent-guards';
import type {
  BenchEvents,
  BenchRunRequest,
  RunHookProgress,
  RunOutput,
  SimulateRequest,
  Simulation,
  ToolPreset,
} from '../../../shared/schemas/bench';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { InventoryScope } from '../../../shared/schemas/inventory';
import type { EventOutcome } from '../../../shared/schemas/run';
import { AGENT_IDS } from '../../../shared/schemas/enum-values';
import { Emitter } from '../events';
import { type CrashDrill, crashDrill } from '../guards/crash-drill';
import type { InventoryService } from '../inventory/inventory-service';
import { hooksForSelfRun } from '../inventory/self-run-choice';
import type { HookRunner } from '../runner/hook-runner';
import type { TrustService } from '../trust/trust-service';
import type { HookRunSpec } from '../runner/hook-spec';
import { specFromHookEntry } from '../runner/spec-from-entry';
import type { WorkspaceRegistry } from '../workspaces/workspace-registry';

const MAX_CONCURRENT_RUNS = 8;

/**
 * The test bench: runs one hook or an event's whole set against a payload exactly as the agent
 * would, streams their output, and answers "which hooks would fire for this tool call?" without
 * running anything. Hooks are resolved from the live inventory by id, never from paths sent by
 * the renderer; project hooks of an untrusted workspace are refused by the runner.
 */
export class BenchService {
  readonly #inventory: InventoryService;
  readonly #runner: HookRunner;
  readonly #workspaces: WorkspaceRegistry;
  readonly #trust: TrustService;
  readonly #home: string;
  readonly #hostEnv: NodeJS.ProcessEnv;
  readonly #recordRun: (outcome: EventOutcome, payload: Record<string, unknown>) => void;
  readonly #versionOf: (agent: AgentId) => string | null;
  readonly #running = new Map<string, AbortController>();
  readonly #output = new Emitter<RunOutput>();
  readonly onDidOutput = this.#output.event;
  readonly #progress = new Emitter<RunHookProgress>();
  /** Each hook of a run as it starts and finishes. */
  readonly onDidProgress = this.#progress.event;

  constructor(deps: {
    inventory: InventoryService;
    runner: HookRunner;
    workspaces: WorkspaceRegistry;
    trust: TrustService;
    home: string;
    hostEnv: NodeJS.ProcessEnv;
    /** Keeps each finished run (the audit log records it). */
    recordRun?: (outcome: EventOutcome, payload: Record<string, unknown>) => void;
    /** The installed agent's version, for the fail-open report a crash run is checked against. */
    versionOf?: (agent: AgentId) => string | null;
  }) {
    this.#inventory = deps.inventory;
    this.#runner = deps.runner;
    this.#workspaces = deps.workspaces;
    this.#trust = deps.trust;
    this.#home = deps.home;
    this.#hostEnv = deps.hostEnv;
    this.#recordRun = deps.recordRun ?? (() => undefined);
    this.#versionOf = deps.versionOf ?? (() => null);
  }

  /** The events the bench offers for an agent, and the tool presets of those that carry a tool. */
  events(agent: AgentId): BenchEvents {
    const presets = this.#runner.toolPresets(agent);
    return {
      events: [...this.#runner.sampleEvents(agent)],
      presets: Object.fromEntries(
        Object.entries(presets).map(([event, list]) => [event, [...list]]),
      ),
    };
  }

  async samplePayload(request: {
    scope: InventoryScope;
    agent: AgentId;
    event: string;
    preset?: ToolPreset;
  }): Promise<Record<string, unknown>> {
    const workspace = await this.#primaryRoot(request.scope);
    return this.#runner.samplePayload(
      request.agent,
      request.event,
      { workspace, sessionId: randomUUID(), timestamp: new Date().toISOString(), home: this.#home },
      request.preset,
    );
  }

  /**
   * Runs the request; output chunks arrive through `onDidOutput`, and each hook's start and end
   * through `onDidProgress`, while it runs.
   */
  async run(request: BenchRunRequest): Promise<EventOutcome> {
    if (this.#running.has(request.runId))
      throw new AppFailure('conflict', 'failure.run-already-going');
    if (this.#running.size >= MAX_CONCURRENT_RUNS) {
      throw new AppFailure('conflict', 'failure.too-many-runs');
    }
    const { hooks } = await this.#inventory.get(request.scope);
    const roots = await this.#roots(request.scope);
    const wanted = request.hookIds ? new Set(request.hookIds) : null;
    const chosen = hooksForSelfRun(hooks, request);
    if (wanted && chosen.length !== wanted.size) {
      throw new AppFailure('not-found', 'failure.chosen-hook-gone');
    }
    const drill = request.crashAs
      ? drillOf(chosen, roots, request.crashAs, this.#versionOf(request.agent))
      : null;
    const specs = drill ? [drill.spec] : chosen.flatMap((hook) => specOf(hook, roots));
    const controller = new AbortController();
    this.#running.set(request.runId, controller);
    try {
      const outcome = await this.#runner.runEvent(
        request.agent,
        request.event,
        specs,
        request.payload,
        {
          trusted: await this.#trusted(request.scope, chosen),
          hostEnv: this.#hostEnv,
          signal: controller.signal,
          cwd: roots[0] ?? this.#home,
          ...(drill?.timeoutMs !== undefined && { timeoutMs: drill.timeoutMs }),
          onOutput: (chunk) => this.#output.fire({ runId: request.runId, ...chunk }),
          onProgress: (progress) => this.#progress.fire({ runId: request.runId, ...progress }),
        },
      );
      const shown = drill ? drill.withVerdict(outcome) : outcome;
      this.#recordRun(shown, request.payload);
      return shown;
    } finally {
      this.#running.delete(request.runId);
    }
  }

  cancel(runId: string): boolean {
    const controller = this.#running.get(runId);
    controller?.abort();
    return controller !== undefined;
  }

  /** Which hooks of each agent an event with this tool call would fire, and why the others not. */
  async simulate(request: SimulateRequest): Promise<Simulation> {
    const { hooks } = await this.#inventory.get(request.scope);
    const roots = await this.#roots(request.scope);
    const workspace = roots[0] ?? this.#home;
    const context = {
      workspace,
      sessionId: 'simulation',
      timestamp: new Date().toISOString(),
      home: this.#home,
    };
    const agents = AGENT_IDS.flatMap((agent) => {
      if (!this.#runner.sampleEvents(agent).includes(request.event)) return [];
      const payload = withToolCall(
        this.#runner.samplePayload(agent, request.event, context),
        request,
      );
      const own = hooks.filter((hook) => hook.agent === agent && hook.event === request.event);
      const active = own.filter((hook) => hook.status === 'active');
      const selection = this.#runner.select(
        agent,
        request.event,
        active.flatMap((hook) => specOf(hook, roots)),
        payload,
      );
      const label = (hook: HookEntry) => hook.handler.summary;
      const fires = selection.run.map((spec) => ({
        hookId: spec.id,
        label: spec.label ?? spec.id,
        event: spec.event,
        skippedBecause: null,
        inactive: null,
      }));
      const skipped = selection.skipped.map((skip) => ({
        hookId: skip.hookId,
        label: skip.label,
        event: request.event,
        skippedBecause: skip.reason,
        inactive: null,
      }));
      const inactive = own
        .filter((hook) => hook.status !== 'active')
        .map((hook) => ({
          hookId: hook.id,
          label: label(hook),
          event: hook.event,
          skippedBecause: null,
          inactive: hook.reason,
        }));
      return [{ agent, fires, doesNotFire: [...skipped, ...inactive] }];
    });
    return { agents };
  }

  dispose(): void {
    for (const controller of this.#running.values()) controller.abort();
    this.#output.clear();
    this.#progress.clear();
  }

  async #roots(scope: InventoryScope): Promise<string[]> {
    return scope.kind === 'user' ? [] : (await this.#workspaces.get(scope.workspaceId)).roots;
  }

  async #primaryRoot(scope: InventoryScope): Promise<string> {
    return (await this.#roots(scope))[0] ?? this.#home;
  }

  // User-level hooks run for the user; a workspace's project hooks only once the user trusts
  // the workspace, and only while each one is what the user trusted (a changed hook needs a
  // new review).
  async #trusted(scope: InventoryScope, hooks: HookEntry[]): Promise<boolean> {
    return scope.kind === 'user' || this.#trust.runnable(scope.workspaceId, hooks);
  }
}

/** The spec of an inventory row, run for the workspace root that holds it (multi-root aware). */
function specOf(hook: HookEntry, roots: string[]): HookRunSpec[] {
  const root =
    roots.find((candidate) => hook.sourcePath.startsWith(candidate + path.sep)) ?? roots[0] ?? null;
  const spec = specFromHookEntry(hook, root);
  return spec ? [spec] : [];
}

/** The crash drill of the one chosen guard (the request schema allows exactly one). */
function drillOf(
  chosen: HookEntry[],
  roots: string[],
  mode: GuardFailureMode,
  version: string | null,
): CrashDrill {
  const [hook] = chosen;
  const [spec] = hook ? specOf(hook, roots) : [];
  if (!hook || !spec) throw new AppFailure('not-found', 'failure.chosen-hook-gone');
  return crashDrill(hook, spec, mode, version);
}

// Payloads that name a tool (`tool_name`/`tool_input`) get the simulated tool call; the others
// (events without a tool, agents without matchers) are used as they are.
function withToolCall(
  payload: Record<string, unknown>,
  request: SimulateRequest,
): Record<string, unknown> {
  if (!('tool_name' in payload) || request.toolName === undefined) return payload;
  return { ...payload, tool_name: request.toolName, tool_input: request.toolInput ?? {} };
}
