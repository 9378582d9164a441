import type { z } from 'zod';

import type { CodexHookAnswerSchema } from '../../../../shared/agents/codex-run-schemas';

/**
 * What Codex CLI 0.169.0 makes of one finished command hook, as the real client applies it
 * (spec/codex.md §5): exit codes, the JSON answers it supports, and the ones it reports as
 * unsupported and then ignores (fail-open). Pure: the runner hands it the process facts.
 */

export interface CodexHookFacts {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
  /** The timeout Codex applied, in seconds (for its error text). */
  timeoutSec: number;
}

export type CodexHookAnswer = z.infer<typeof CodexHookAnswerSchema>;

const EMPTY: CodexHookAnswer = {
  status: 'completed',
  feedback: null,
  error: null,
  context: [],
  systemMessage: null,
  updatedInput: null,
  permission: null,
};

const answer = (patch: Partial<CodexHookAnswer>): CodexHookAnswer => ({ ...EMPTY, ...patch });
const failed = (error: string): CodexHookAnswer => answer({ status: 'failed', error });

/** Codex's names for the JSON it rejects ("invalid pre-tool-use JSON output"). */
const JSON_NAMES: Record<string, string> = {
  PreToolUse: 'pre-tool-use',
  PostToolUse: 'post-tool-use',
  UserPromptSubmit: 'user prompt submit',
  SessionStart: 'session start',
  Stop: 'stop hook',
  PermissionRequest: 'permission request',
};

/** Events whose exit 2 blocks (SessionStart's exit 2 only fails). */
const EXIT2_BLOCKS = new Set([
  'PreToolUse',
  'PostToolUse',
  'UserPromptSubmit',
  'Stop',
  'PermissionRequest',
]);
/** Events that take plain stdout as context; Stop accepts JSON only. */
const PLAIN_IS_CONTEXT = new Set(['UserPromptSubmit', 'SessionStart']);

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/** One hook's answer for `event`. Never throws. */
export function readCodexHookAnswer(event: string, facts: CodexHookFacts): CodexHookAnswer {
  if (facts.timedOut) return failed(`hook timed out after ${facts.timeoutSec}s`);
  if (facts.exitCode === null) return failed('hook was killed');
  if (facts.exitCode === 2 && EXIT2_BLOCKS.has(event)) {
    const feedback = facts.stderr.trim();
    return answer({
      status: 'blocked',
      feedback,
      permission: event === 'PermissionRequest' ? 'deny' : null,
    });
  }
  if (facts.exitCode !== 0) return failed(`hook exited with code ${facts.exitCode}`);
  const out = facts.stdout.trim();
  if (out === '') return EMPTY;
  if (!out.startsWith('{')) {
    if (event === 'Stop') return failed('hook returned invalid stop hook JSON output');
    return PLAIN_IS_CONTEXT.has(event) ? answer({ context: [out] }) : EMPTY;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(out);
  } catch {
    parsed = null;
  }
  if (!isObject(parsed))
    return failed(`hook returned invalid ${JSON_NAMES[event] ?? event} JSON output`);
  return readJsonAnswer(event, parsed);
}

function readJsonAnswer(event: string, json: Json): CodexHookAnswer {
  const specific = isObject(json['hookSpecificOutput']) ? json['hookSpecificOutput'] : {};
  const context = text(specific['additionalContext']);
  const base = answer({
    context: context === null ? [] : [context],
    systemMessage: text(json['systemMessage']),
  });
  const reason = text(json['reason']) ?? '';
  switch (event) {
    case 'PreToolUse':
      return preToolUse(json, specific, base, reason);
    case 'PermissionRequest':
      return permissionRequest(specific, base);
    case 'SessionStart':
      if (json['decision'] === 'block')
        return failed('hook returned invalid session start JSON output');
      break;
    case 'Stop':
      // Stop takes no hookSpecificOutput: additionalContext there is rejected (x-stop-context).
      if (json['hookSpecificOutput'] !== undefined)
        return failed('hook returned invalid stop hook JSON output');
      if (json['decision'] === 'block') return { ...base, status: 'blocked', feedback: reason };
      break;
    default:
      if (json['decision'] === 'block') return { ...base, status: 'blocked', feedback: reason };
  }
  if (json['continue'] === false) {
    return { ...base, status: 'stopped', feedback: text(json['stopReason']) ?? '' };
  }
  return base;
}

function preToolUse(
  json: Json,
  specific: Json,
  base: CodexHookAnswer,
  reason: string,
): CodexHookAnswer {
  const decision = specific['permissionDecision'];
  if (decision === 'deny') {
    return {
      ...base,
      status: 'blocked',
      feedback: text(specific['permissionDecisionReason']) ?? '',
    };
  }
  if (json['decision'] === 'block') return { ...base, status: 'blocked', feedback: reason };
  if (decision === 'allow' && isObject(specific['updatedInput'])) {
    return { ...base, updatedInput: specific['updatedInput'] };
  }
  if (typeof decision === 'string') {
    return failed(`PreToolUse hook returned unsupported permissionDecision:${decision}`);
  }
  if (typeof json['decision'] === 'string') {
    return failed(`PreToolUse hook returned unsupported decision:${json['decision']}`);
  }
  if (json['continue'] === false)
    return failed('PreToolUse hook returned unsupported continue:false');
  return base;
}

function permissionRequest(specific: Json, base: CodexHookAnswer): CodexHookAnswer {
  const decision = isObject(specific['decision']) ? specific['decision'] : {};
  if (decision['behavior'] === 'allow') return { ...base, permission: 'allow' };
  if (decision['behavior'] === 'deny') {
    return {
      ...base,
      status: 'blocked',
      permission: 'deny',
      feedback: text(decision['message']) ?? '',
    };
  }
  return base;
}
