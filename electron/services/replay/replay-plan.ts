import { destructiveReason } from '../../../shared/agents/destructive-tools';
import type { AgentId } from '../../../shared/schemas/agent';
import type { HistoryEntry } from '../../../shared/schemas/history';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { ReplayConsentReason, ReplayOutcomeView } from '../../../shared/schemas/replay';
import type { HookRunner } from '../runner/hook-runner';
import type { HookRunSpec } from '../runner/hook-spec';
import type { HistoryService } from '../history/history-service';
import { recordedThen } from './recorded-then';
import type { ReplayScope, ReplayTargets } from './replay-targets';
import { toolCallOf, toolUseFacts } from './tool-call';
import { translatedEvent, translatePayload } from './translate-payload';

/** One recorded event, ready to fire at today's hooks. */
export interface ReplayPlan {
  entryId: string;
  agent: AgentId;
  event: string;
  toolName: string | null;
  translated: boolean;
  payload: Record<string, unknown>;
  /** The recorded working folder when it still exists, else null (the job's scratch folder). */
  cwd: string | null;
  then: ReplayOutcomeView | null;
  /** The hooks the agent would run for this payload now (matchers applied). */
  specs: HookRunSpec[];
  consent: ReplayConsentReason[];
  /** Set when the event cannot be replayed as asked (e.g. it does not translate). */
  blocked: string | null;
}

/** What to replay a recorded event against. */
export interface ReplayTarget {
  hookIds?: readonly string[];
  translateTo?: AgentId;
  includeOwn?: boolean;
}

const obj = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** The folder the agent was in: Claude's `cwd`, the recorder's cwd, Cline's first root. */
function recordedFolders(entry: HistoryEntry, payload: Record<string, unknown>): string[] {
  const roots = Array.isArray(payload.workspaceRoots) ? payload.workspaceRoots : [];
  return [str(payload.cwd), str(entry.meta.cwd), str(roots[0]), entry.workspace].filter(
    (folder): folder is string => folder !== null,
  );
}

/**
 * Plans the replay of one replayable entry: translates the payload when asked, finds the hooks
 * of the recorded workspace the agent would run for it now, and lists what needs consent
 * (untrusted hooks, a destructive tool call).
 */
export async function planReplay(
  entry: HistoryEntry,
  target: ReplayTarget,
  deps: { targets: ReplayTargets; runner: HookRunner; home: string; audit: HistoryService | null },
): Promise<ReplayPlan> {
  const recordedAgent = entry.agent as AgentId;
  const recordedPayload = obj(entry.payload) ?? {};
  let cwd: string | null = null;
  for (const folder of recordedFolders(entry, recordedPayload)) {
    cwd = await deps.targets.realFolderOf(folder);
    if (cwd) break;
  }
  const agent = target.translateTo ?? recordedAgent;
  const translated = agent !== recordedAgent;
  let payload = recordedPayload;
  let event = entry.event;
  let blocked: string | null = null;
  if (translated) {
    const translation = translatePayload({
      from: recordedAgent,
      to: agent,
      event: entry.event,
      payload: recordedPayload,
      targetSample: sampleToolEvent(entry, agent, cwd, deps),
    });
    if (translation.ok) ({ payload, event } = translation);
    else blocked = `not translated: ${translation.reason}`;
  }
  return completePlan(
    {
      entryId: entry.id,
      agent,
      event,
      fallbackTool: entry.tool,
      translated,
      payload,
      cwd,
      then: recordedThen(entry, deps),
      blocked,
    },
    await deps.targets.scopeOf(entry.workspace ?? cwd),
    (scope) =>
      deps.targets.hooksFor(scope, {
        agent,
        event,
        hookIds: target.hookIds,
        includeOwn: target.includeOwn,
      }),
    deps,
  );
}

/** A plan's own facts, before its hooks are looked up. */
export type PlanFacts = Omit<ReplayPlan, 'specs' | 'consent' | 'toolName'> & {
  fallbackTool: string | null;
};

/**
 * Finds the hooks of `scope` the plan would run (`choose` picks the candidates, the agent's
 * matchers pick among them) and lists what needs consent: those hooks when untrusted, and a
 * destructive tool call in the payload.
 */
export async function completePlan(
  facts: PlanFacts,
  scope: ReplayScope,
  choose: (scope: ReplayScope) => HookEntry[],
  deps: { targets: ReplayTargets; runner: HookRunner },
): Promise<ReplayPlan> {
  const { fallbackTool, ...plan } = facts;
  const hooks = choose(scope);
  const specs = hooks.flatMap((hook) => deps.targets.specOf(scope, hook) ?? []);
  const selected = plan.blocked
    ? []
    : deps.runner.select(plan.agent, plan.event, specs, plan.payload).run;
  const selectedIds = new Set(selected.map((spec) => spec.id));
  const consent = await deps.targets.untrusted(
    scope,
    hooks.filter((hook) => selectedIds.has(hook.id)),
  );
  const call = toolCallOf(plan.payload);
  const destructive = call ? destructiveReason(toolUseFacts(call), plan.cwd) : null;
  if (destructive) consent.push({ code: 'destructive-tool', detail: destructive });
  return { ...plan, toolName: call?.name ?? fallbackTool, specs, consent };
}

function sampleToolEvent(
  entry: HistoryEntry,
  agent: AgentId,
  cwd: string | null,
  deps: { runner: HookRunner; home: string },
): Record<string, unknown> {
  return deps.runner.samplePayload(agent, translatedEvent(agent), {
    workspace: cwd ?? entry.workspace ?? deps.home,
    sessionId: entry.sessionId ?? entry.id,
    timestamp: entry.ts,
    home: deps.home,
  });
}
