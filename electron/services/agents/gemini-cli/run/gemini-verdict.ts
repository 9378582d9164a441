import { phraseWithReason, type VerdictPhrase } from '../../../../../shared/i18n/verdict-text';
import type { Verdict, VerdictKind } from '../../../../../shared/schemas/run';
import { eventVerdict, shortVerdictText as short } from '../../event-verdict';
import type { GeminiEventOutcome } from '../gemini-event-outcome';
import { codedText } from '../../../../../shared/i18n/coded-text';

function main(
  event: string,
  outcome: GeminiEventOutcome,
): { kind: VerdictKind; phrase: VerdictPhrase } | null {
  const reason = short(outcome.reason ?? '');
  if (outcome.stops)
    return { kind: 'run-stopped', phrase: phraseWithReason('verdictPhrase.run-stops', reason) };
  if (outcome.denied) {
    if (event === 'BeforeTool')
      return { kind: 'blocked', phrase: phraseWithReason('verdictPhrase.tool-blocked', reason) };
    if (event === 'AfterTool')
      return {
        kind: 'output-replaced',
        phrase: codedText('verdictPhrase.output-replaced', { output: reason }),
      };
    if (event === 'AfterAgent')
      return { kind: 'blocked', phrase: phraseWithReason('verdictPhrase.stop-blocked', reason) };
    return {
      kind: 'blocked',
      phrase: reason
        ? codedText('verdictPhrase.event-blocked', { event, reason })
        : codedText('verdictPhrase.event-blocked-no-reason', { event }),
    };
  }
  if (outcome.toolInput) {
    return {
      kind: 'input-rewritten',
      phrase: codedText('verdictPhrase.input-rewritten', {
        input: short(JSON.stringify(outcome.toolInput)),
      }),
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
  return eventVerdict({
    main: main(event, outcome),
    context: outcome.context,
    systemMessages: outcome.systemMessages,
    // A deny already says the event is blocked; failures beside it are not worth a phrase.
    failures: outcome.denied ? 0 : failures,
    reason: outcome.reason,
    updatedInput: outcome.toolInput ?? undefined,
    runStops: outcome.stops,
  });
}
