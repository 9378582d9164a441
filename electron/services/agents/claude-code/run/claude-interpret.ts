import { runTextEn, type RunText } from '../../../../../shared/i18n/run-text';
import {
  ClaudeHookOutputSchema,
  type ClaudeHookOutput,
  type HookControl,
} from '../../../../../shared/schemas/run';
import { cappedStdout } from '../../../runner/capped-stdout';
import type { HookRunSpec } from '../../../runner/hook-spec';
import type { Interpretation, RunFacts } from '../../run-dialect';
import { CLAUDE_EVENTS, isClaudeEvent } from '../../../../../shared/agents/claude-code-events';
import { handlerOf } from './claude-prepare';
import { codedText } from '../../../../../shared/i18n/coded-text';

type ClaudeControl = Extract<HookControl, { dialect: 'claude-code' }>;

/** Events where `onFailure: "block"` is ignored (spec §3.1). */
const ON_FAILURE_IGNORED = new Set(['Stop', 'SubagentStop', 'TaskCompleted', 'TeammateIdle']);

interface Parsed {
  output: ClaudeHookOutput | null;
  plainText: string | null;
  errors: RunText[];
  background: boolean;
}

/**
 * Reads Claude Code hook output (spec §3.2): stdout is trimmed; text not starting with `{` is
 * plain text; otherwise it must be JSON matching the output schema, whose
 * `hookSpecificOutput.hookEventName` must name the running event. Invalid output is reported
 * and ignored. A first line `{"async": true}` backgrounds the hook.
 */
export function parseClaudeStdout(stdout: string, event: string): Parsed {
  const trimmed = stdout.trim();
  const none = { output: null, plainText: null, errors: [], background: false };
  if (trimmed === '') return none;
  if (!trimmed.startsWith('{')) return { ...none, plainText: trimmed };
  const firstLine = trimmed.split('\n', 1)[0] ?? '';
  try {
    const head = JSON.parse(firstLine) as unknown;
    if (firstLine !== trimmed && (head as { async?: unknown }).async === true) {
      return { ...none, background: true };
    }
  } catch {
    // Not a one-line JSON head: parse the whole output below.
  }
  let json: unknown;
  try {
    json = JSON.parse(trimmed);
  } catch (error) {
    return {
      ...none,
      errors: [codedText('run.claude-not-json', { message: (error as Error).message })],
    };
  }
  const result = ClaudeHookOutputSchema.safeParse(json);
  if (!result.success) {
    const issues = result.error.issues.map(
      (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
    );
    return {
      ...none,
      errors: [codedText('run.claude-schema-mismatch', { message: issues.join('; ') })],
    };
  }
  const named = result.data.hookSpecificOutput?.hookEventName;
  if (named !== undefined && named !== event) {
    return {
      ...none,
      errors: [codedText('run.claude-wrong-event-name', { named, event })],
    };
  }
  return { ...none, output: result.data, background: result.data.async === true };
}

function failure(facts: RunFacts, parseError: string | null): string | null {
  if (facts.status === 'spawn-failed')
    return `could not start: ${facts.spawnError ? runTextEn(facts.spawnError.message) : 'unknown error'}`;
  if (facts.status === 'timed-out') return `timed out after ${facts.timeoutMs} ms`;
  if (facts.status === 'request-failed') return facts.stderr.text || 'the request failed';
  if (facts.httpStatus !== null) {
    if (facts.httpStatus < 200 || facts.httpStatus > 299)
      return `HTTP ${facts.httpStatus} from ${facts.url}`;
    const body = facts.stdout.text.trim();
    if (body !== '' && !body.startsWith('{')) {
      return `HTTP hook must return JSON, but got non-JSON response body: ${body.slice(0, 200)}`;
    }
    return parseError;
  }
  if (facts.exitCode === 0) return parseError;
  if (facts.signal !== null) return `killed by ${facts.signal}`;
  return `Failed with non-blocking status code: ${facts.stderr.text.trim() || `exit ${facts.exitCode}`}`;
}

/**
 * What Claude Code makes of one finished hook: exit 0 → parse stdout; exit 2 → blocking error
 * with stderr as the reason where the event can be blocked; anything else (other codes, signals,
 * timeouts, spawn failures, bad JSON, HTTP errors) → a non-blocking error, or a block when the
 * handler says `onFailure: "block"` (not for async hooks or Stop-like events).
 */
export function interpretClaudeRun(spec: HookRunSpec, facts: RunFacts): Interpretation {
  if (facts.status === 'needs-model' || facts.status === 'needs-mcp') {
    return { control: null, parseErrors: [], notes: [] };
  }
  const event = facts.event;
  const handler = handlerOf(spec);
  const eventFacts = isClaudeEvent(event) ? CLAUDE_EVENTS[event] : null;
  const notes: RunText[] = [];
  const control = (
    result: ClaudeControl['result'],
    message: string | null,
    parsed?: Parsed,
  ): ClaudeControl => ({
    dialect: 'claude-code',
    result,
    message,
    output: parsed?.output ?? null,
    plainText: parsed?.plainText ?? null,
  });
  if (facts.status === 'cancelled')
    return { control: control('cancelled', 'cancelled'), parseErrors: [], notes };
  const readsStdout =
    facts.status === 'completed' && (facts.exitCode === 0 || facts.httpStatus !== null);
  const capped = readsStdout ? cappedStdout(facts) : null;
  if (capped) return { control: null, parseErrors: [capped], notes };
  const parsed = readsStdout ? parseClaudeStdout(facts.stdout.text, event) : null;
  const parseErrors = [...(parsed?.errors ?? [])];
  if (facts.background || parsed?.background) {
    notes.push(codedText('run.claude-ran-in-background'));
    return { control: control('background', null, parsed ?? undefined), parseErrors, notes };
  }
  if (facts.status === 'completed' && facts.httpStatus === null && facts.exitCode === 2) {
    const stderr = facts.stderr.text.trim();
    if (eventFacts?.exit2Blocks)
      return { control: control('blocking-error', stderr), parseErrors, notes };
    notes.push(codedText('run.claude-exit-2-does-not-block', { event }));
    return { control: control('non-blocking-error', stderr), parseErrors, notes };
  }
  // The message is what the agent itself reports, so it stays English like the agent's.
  const problem = failure(facts, parseErrors[0] ? runTextEn(parseErrors[0]) : null);
  if (problem === null)
    return { control: control('success', null, parsed ?? undefined), parseErrors, notes };
  const blockOnFailure =
    handler.onFailure === 'block' &&
    eventFacts?.exit2Blocks === true &&
    !ON_FAILURE_IGNORED.has(event);
  if (blockOnFailure) {
    const message = `${facts.label}: failed; blocking because onFailure is "block"\n${problem}`;
    return { control: control('blocking-error', message), parseErrors, notes };
  }
  return { control: control('non-blocking-error', problem), parseErrors, notes };
}
