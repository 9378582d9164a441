import type { HistoryEntry } from '../../../shared/schemas/history';
import type { ReplayOutcomeView } from '../../../shared/schemas/replay';
import type { HistoryService } from '../history/history-service';
import { RECORDER_SCRIPT } from '../agents/shim-install';
import { emptyRunFacts } from '../runner/execute-prepared';
import type { HookRunner } from '../runner/hook-runner';
import type { HookRunSpec } from '../runner/hook-spec';
import { textOutput } from '../runner/output-capture';
import type { RunFacts } from '../agents/run-dialect';
import { viewOfEntry, viewOfOutcome } from './outcome-view';
import { findAgent } from '../agents/registry';
import type { AgentId } from '../../../shared/schemas/agent';

/** A hook's permission decision (transcript `decision` entries) as a verdict. */
const DECISION_VERDICTS: Record<string, string> = {
  deny: 'blocked',
  allow: 'allowed',
  ask: 'asked',
  defer: 'deferred',
};

/**
 * What happened then, for an entry: Hookyard's own runs keep it in the entry (viewOfEntry); a
 * Claude Code event seen by the recorder gets it from the same session's transcript, where
 * Claude Code kept each hook's stdout, stderr and exit code for that tool call (matched by
 * `tool_use_id`). Those recorded answers are read by the Claude Code dialect and combined into
 * the verdict the agent reached. When the transcript kept only the decision a hook made (the
 * real `claude -p` 2.1.328 writes a `decision` record for a hook's deny, without the hook's
 * output), that decision and its reason are the verdict, and the output counts as unknown.
 * When no hook of the user's answered (only the recorder saw the event), the transcript still
 * kept the permission decision and the tool's result: then is what the agent's permission check
 * decided and whether the tool ran (`decidedBy`, `toolRan`). Null when nothing was recorded
 * (e.g. Cline events: the CLI logs payloads, not hook answers).
 */
export function recordedThen(
  entry: HistoryEntry,
  deps: { audit: HistoryService | null; runner: HookRunner },
): ReplayOutcomeView | null {
  const own = viewOfEntry(entry);
  const answersLog = findAgent(entry.agent)?.answersLog ?? null;
  if (own || !deps.audit || entry.kind !== 'agent-event' || answersLog === null) return own;
  const agent = entry.agent as AgentId;
  const payload = entry.payload as Record<string, unknown>;
  const toolUseId = payload.tool_use_id;
  if (typeof toolUseId !== 'string' || entry.sessionId === null) return null;
  const runs = deps.audit
    .query({
      filter: { source: answersLog, sessionId: entry.sessionId, event: entry.event },
      limit: 500,
    })
    .entries.filter(
      (run) =>
        run.kind === 'hook-run' &&
        run.meta.toolUseId === toolUseId &&
        run.output !== null &&
        run.hook !== null &&
        !run.hook.includes(RECORDER_SCRIPT),
    )
    .reverse();
  if (runs.length === 0) return decisionThen(entry, toolUseId, deps.audit);
  const recorded = runs.map((run) => ({
    spec: specOf(run, entry, agent),
    facts: factsOf(run, entry, agent),
  }));
  const judged = deps.runner.judgeRecorded(agent, entry.event, recorded, payload);
  const durations = runs.map((run) => run.durationMs ?? 0);
  return viewOfOutcome({
    ...judged,
    agent,
    event: entry.event,
    startedAt: entry.ts,
    endedAt: entry.ts,
    // The hooks of one event run in parallel: the slowest one is the event's time.
    durationMs: Math.max(...durations),
    mode: 'parallel',
    skipped: [],
  });
}

function specOf(run: HistoryEntry, entry: HistoryEntry, agent: AgentId): HookRunSpec {
  return {
    id: run.id,
    label: run.hook ?? undefined,
    agent,
    event: entry.event,
    scope: 'user',
    sourcePath: '',
    workspaceRoot: entry.workspace,
    handler: { type: 'command', command: run.hook ?? '' },
  };
}

function factsOf(run: HistoryEntry, entry: HistoryEntry, agent: AgentId): RunFacts {
  const spec = specOf(run, entry, agent);
  const timedOut = run.outcome === 'timeout';
  return {
    ...emptyRunFacts(spec, run.hook ?? ''),
    status: timedOut ? 'timed-out' : 'completed',
    timedOut,
    // A blocking error is recorded without its exit code: Claude Code blocks on exit 2.
    exitCode: run.output?.exitCode ?? (run.outcome === 'block' ? 2 : null),
    durationMs: run.durationMs ?? 0,
    stdout: textOutput(run.output?.stdout ?? ''),
    stderr: textOutput(run.output?.stderr ?? ''),
  };
}

/**
 * Where the agent's own permission check answered: Claude Code's `permissionDecision.source`
 * (`config` is the permission rules of the settings files, `user_*` the user's answer).
 */
function decidedByOf(source: unknown): NonNullable<ReplayOutcomeView['decidedBy']> {
  if (source === 'config') return 'settings';
  if (typeof source === 'string' && source.startsWith('user')) return 'user';
  return 'agent';
}

/** Events whose answer is whether the tool runs: a permission decision is their outcome. */
const GATING_EVENTS = new Set(['PreToolUse', 'PermissionRequest']);

/**
 * "Then" from the permission decision the transcript kept for the tool call (the tool result
 * entry): a hook's decision for this event, with its reason; else, for an event that gates the
 * tool, what the agent's own permission check decided (no hook did) and whether the tool ran.
 */
function decisionThen(
  entry: HistoryEntry,
  toolUseId: string,
  audit: HistoryService,
): ReplayOutcomeView | null {
  const decisions = audit
    .query({ filter: { kind: 'decision', sessionId: entry.sessionId ?? '' }, limit: 500 })
    .entries.filter((each) => each.meta.toolUseId === toolUseId);
  // A hook's decision names its event (`reasonCode: "hook:PreToolUse"`) unless the agent left
  // the code out, when the mapper calls it `PermissionDecision`.
  const byHook = decisions.find(
    (each) =>
      each.meta.decidedBy === 'hook' &&
      (each.event === entry.event || each.event === 'PermissionDecision'),
  );
  const decision = byHook ?? (GATING_EVENTS.has(entry.event) ? decisions[0] : undefined);
  const verdictKind = decision?.outcome ? DECISION_VERDICTS[decision.outcome] : undefined;
  if (!decision || !verdictKind) return null;
  const result = (decision.payload as { result?: unknown } | null)?.result;
  const unknownOutput = {
    exitCode: null,
    stdout: '',
    stderr: '',
    context: null,
    rewrittenInput: null,
    durationMs: null,
    outputRecorded: false,
  };
  if (byHook) {
    return {
      verdictKind,
      // "Error: PreToolUse:Bash hook error: <reason>" is how Claude Code tells the model.
      reason: typeof result === 'string' ? result.replace(/^Error: \S+ hook error: /, '') : null,
      ...unknownOutput,
    };
  }
  const ran = verdictKind === 'allowed';
  return {
    verdictKind,
    // A denial's result is the agent's own message ("Error: … needs approval"); a tool's output
    // is not a reason.
    reason: !ran && typeof result === 'string' ? result.replace(/^Error: /, '') : null,
    ...unknownOutput,
    decidedBy: decidedByOf(decision.meta.decidedBy),
    toolRan: ran,
  };
}
