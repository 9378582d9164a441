import type { z } from 'zod';

import type { GeminiHookAnswerSchema } from '../../../../shared/agents/gemini-cli-run-schemas';

/**
 * What Gemini CLI 0.61.0 makes of one finished command hook (spec/gemini-cli.md §6), which is
 * not what its docs say: the text is stdout, or stderr when stdout is blank; if that text parses
 * as JSON it is the answer whatever the exit code (exit 2 with `{}` on stdout runs the tool);
 * otherwise exit 0 allows, exit 1 allows with a warning and any other code denies with the text.
 * A timeout is a non-blocking failure. Pure.
 */

export interface GeminiHookFacts {
  exitCode: number | null;
  stdout: string;
  stderr: string;
  timedOut: boolean;
}

export type GeminiHookAnswer = z.infer<typeof GeminiHookAnswerSchema>;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const allow = (patch: Partial<GeminiHookAnswer> = {}): GeminiHookAnswer => ({
  decision: 'allow',
  reason: null,
  stop: false,
  stopReason: null,
  systemMessage: null,
  additionalContext: null,
  toolInput: null,
  failed: false,
  ...patch,
});

/** Parses like the CLI: a JSON string holding JSON is parsed a second time. */
function parseJson(text: string): unknown {
  try {
    const first: unknown = JSON.parse(text);
    if (typeof first !== 'string') return first;
    try {
      return JSON.parse(first);
    } catch {
      return first;
    }
  } catch {
    return undefined;
  }
}

export function readGeminiHookAnswer(facts: GeminiHookFacts): GeminiHookAnswer {
  if (facts.timedOut || facts.exitCode === null) return allow({ failed: true });
  const failed = facts.exitCode !== 0;
  const text = facts.stdout.trim() || facts.stderr.trim();
  const json = text === '' ? undefined : parseJson(text);
  if (isObject(json)) return { ...fromJson(json), failed };
  if (facts.exitCode === 0) return allow({ systemMessage: text || null });
  if (facts.exitCode === 1) return allow({ systemMessage: `Warning: ${text}`, failed });
  return allow({ decision: 'deny', reason: text, failed });
}

function fromJson(json: Json): GeminiHookAnswer {
  const specific = isObject(json['hookSpecificOutput']) ? json['hookSpecificOutput'] : {};
  const decision = json['decision'];
  return allow({
    decision:
      decision === 'deny' || decision === 'block' ? 'deny' : decision === 'ask' ? 'ask' : 'allow',
    reason: str(json['reason']),
    stop: json['continue'] === false,
    stopReason: str(json['stopReason']),
    systemMessage: str(json['systemMessage']),
    additionalContext: str(specific['additionalContext']),
    toolInput: isObject(specific['tool_input']) ? specific['tool_input'] : null,
  });
}
