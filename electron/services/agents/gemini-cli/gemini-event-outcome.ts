import type { z } from 'zod';

import type { GeminiEventOutcomeSchema } from '../../../../shared/agents/gemini-cli-run-schemas';
import type { GeminiHookAnswer } from './gemini-hook-answer';

export type GeminiEventOutcome = z.infer<typeof GeminiEventOutcomeSchema>;

const TOOL_EVENTS = new Set(['BeforeTool', 'AfterTool']);

/**
 * Combines the answers of one event as Gemini does: a deny from any hook wins; a stop from any
 * hook stops; in sequential mode the last rewrite is the one the tool gets (each hook saw the
 * previous one's), in parallel the last in config order.
 */
export function combineGeminiAnswers(
  event: string,
  answers: readonly GeminiHookAnswer[],
): GeminiEventOutcome {
  const denial = answers.find((a) => a.decision === 'deny');
  const stops = answers.some((a) => a.stop);
  const blocked = denial !== undefined || stops;
  return {
    denied: denial !== undefined,
    reason: denial?.reason ?? answers.find((a) => a.stop)?.stopReason ?? null,
    stops,
    hangsHeadless: answers.some((a) => a.decision === 'ask'),
    toolRuns: TOOL_EVENTS.has(event) ? event === 'AfterTool' || !blocked : null,
    toolInput: blocked ? null : (answers.findLast((a) => a.toolInput !== null)?.toolInput ?? null),
    context: answers.flatMap((a) => (a.additionalContext ? [a.additionalContext] : [])),
    systemMessages: answers.flatMap((a) => (a.systemMessage ? [a.systemMessage] : [])),
  };
}
