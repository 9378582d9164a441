import type { HistoryEntryInput } from '../../../shared/schemas/history';
import type { EventOutcome, HookRunOutcome } from '../../../shared/schemas/run';
import { countCapped } from '../runner/capped-stdout';

/**
 * Every run Hookyard performs itself (the bench, `hookyard run`) as audit entries: one per hook
 * run, with the payload it got, its output and what it decided, so that the history shows what
 * was tested and how it went.
 */
export function auditEntriesOfRun(
  outcome: EventOutcome,
  payload: Record<string, unknown>,
): HistoryEntryInput[] {
  return outcome.hooks.map((hook) => ({
    ts: hook.startedAt,
    kind: 'hookyard-run',
    source: 'bench',
    agent: outcome.agent,
    workspace: hook.cwd,
    sessionId: typeof payload.session_id === 'string' ? payload.session_id : null,
    event: outcome.event,
    tool: toolOf(payload),
    hook: hook.argv?.join(' ') ?? hook.url ?? hook.label,
    outcome: outcomeOf(hook, outcome),
    durationMs: Math.max(0, hook.durationMs),
    payload,
    output: { stdout: hook.stdout.text, stderr: hook.stderr.text, exitCode: hook.exitCode },
    meta: {
      verdict: outcome.verdict.kind,
      sentence: outcome.verdict.sentence,
      status: hook.status,
    },
  }));
}

function outcomeOf(hook: HookRunOutcome, outcome: EventOutcome): string {
  if (hook.timedOut) return 'timeout';
  if (hook.status === 'cancelled') return 'cancelled';
  if (hook.status !== 'completed') return 'error';
  // Not invalid: too long for Hookyard to read whole (the agent reads all of it).
  if (countCapped([hook]) > 0) return 'output-capped';
  if (hook.parseErrors.length > 0) return 'invalid-output';
  if (['blocked', 'run-stopped'].includes(outcome.verdict.kind)) return 'block';
  return hook.exitCode === 0 || hook.exitCode === null ? 'success' : 'error';
}

function toolOf(payload: Record<string, unknown>): string | null {
  if (typeof payload.tool_name === 'string') return payload.tool_name;
  const pre = payload.preToolUse as { toolName?: unknown } | undefined;
  return typeof pre?.toolName === 'string' ? pre.toolName : null;
}
