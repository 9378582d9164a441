import type { HookRunOutcome } from '../../../../../shared/schemas/run';
import type { HookRunSpec } from '../../../runner/hook-spec';
import type { HookPayload } from '../../run-dialect';

/**
 * Gemini CLI 0.61.0 runs an event's matching hooks one after another when any of their groups
 * says `sequential: true`, else all at once (its HookPlanner; spec §7).
 */
export function geminiMode(_event: string, run: readonly HookRunSpec[]): 'parallel' | 'sequential' {
  return run.some((spec) => spec.sequential) ? 'sequential' : 'parallel';
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the next hook of a sequential event receives, as the CLI's `applyHookOutputToInput` builds
 * it: only after a hook that exited 0 with an answer, BeforeTool's `tool_input` is merged over the
 * current one (seq-rewrite-chain) and BeforeAgent's `additionalContext` is appended to `prompt`.
 * A deny does not stop the later hooks: every one still runs and the denial wins when combined.
 * (BeforeModel's `llm_request` is chained too by the CLI; Hookyard does not read that answer.)
 */
export function geminiNextPayload(
  event: string,
  payload: HookPayload,
  outcome: HookRunOutcome,
): HookPayload {
  const answer = outcome.control?.dialect === 'gemini-cli' ? outcome.control : null;
  if (!answer || answer.failed) return payload;
  if (event === 'BeforeTool' && answer.toolInput && isObject(payload['tool_input']))
    return { ...payload, tool_input: { ...payload['tool_input'], ...answer.toolInput } };
  if (event === 'BeforeAgent' && answer.additionalContext && typeof payload['prompt'] === 'string')
    return { ...payload, prompt: `${payload['prompt']}\n\n${answer.additionalContext}` };
  return payload;
}
