import {
  phrase,
  phraseWithReason,
  verdictWords,
  type VerdictPhrase,
} from '../../../../../shared/i18n/verdict-text';
import type { Verdict, VerdictKind } from '../../../../../shared/schemas/run';
import type { GeminiEventOutcome } from '../gemini-event-outcome';

const short = (text: string): string => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

function main(
  event: string,
  outcome: GeminiEventOutcome,
): { kind: VerdictKind; phrase: VerdictPhrase } | null {
  const reason = short(outcome.reason ?? '');
  if (outcome.stops) return { kind: 'run-stopped', phrase: phraseWithReason('run-stops', reason) };
  if (outcome.denied) {
    if (event === 'BeforeTool')
      return { kind: 'blocked', phrase: phraseWithReason('tool-blocked', reason) };
    if (event === 'AfterTool')
      return { kind: 'output-replaced', phrase: phrase('output-replaced', { output: reason }) };
    if (event === 'AfterAgent')
      return { kind: 'blocked', phrase: phraseWithReason('stop-blocked', reason) };
    return {
      kind: 'blocked',
      phrase: reason
        ? phrase('event-blocked', { event, reason })
        : phrase('event-blocked-no-reason', { event }),
    };
  }
  if (outcome.toolInput) {
    return {
      kind: 'input-rewritten',
      phrase: phrase('input-rewritten', { input: short(JSON.stringify(outcome.toolInput)) }),
    };
  }
  return null;
}

/** The plain-words verdict of one Gemini event (spec §6): what the real client does next. */
export function geminiVerdict(
  event: string,
  outcome: GeminiEventOutcome,
  failures: number,
): Verdict {
  const first = main(event, outcome);
  const phrases: VerdictPhrase[] = first ? [first.phrase] : [];
  if (outcome.context.length > 0)
    phrases.push(phrase('context-injected', { context: short(outcome.context.join('\n')) }));
  for (const message of outcome.systemMessages)
    phrases.push(phrase('user-sees', { message: short(message) }));
  if (failures > 0 && !outcome.denied)
    phrases.push(phrase('hooks-failed-without-blocking', { count: failures }));
  if (phrases.length === 0) phrases.push(phrase('nothing-changes'));
  return {
    kind: first?.kind ?? (outcome.context.length > 0 ? 'context-added' : 'no-change'),
    ...verdictWords(phrases),
    reason: outcome.reason,
    updatedInput: outcome.toolInput ?? undefined,
    context: outcome.context.length > 0 ? outcome.context.join('\n') : null,
    systemMessage: outcome.systemMessages.length > 0 ? outcome.systemMessages.join('\n') : null,
    runStops: outcome.stops,
  };
}
