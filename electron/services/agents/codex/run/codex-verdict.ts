import { phraseWithReason, type VerdictPhrase } from '../../../../../shared/i18n/verdict-text';
import type { Verdict, VerdictKind } from '../../../../../shared/schemas/run';
import { eventVerdict, shortVerdictText as short } from '../../event-verdict';
import type { CodexEventOutcome } from '../codex-event-outcome';
import { codedText } from '../../../../../shared/i18n/coded-text';

function main(
  event: string,
  outcome: CodexEventOutcome,
): { kind: VerdictKind; phrase: VerdictPhrase } | null {
  const told = short(outcome.feedback ?? '');
  if (outcome.toolRuns === false) {
    return event === 'PermissionRequest'
      ? { kind: 'blocked', phrase: phraseWithReason('verdictPhrase.permission-denied', told) }
      : { kind: 'blocked', phrase: phraseWithReason('verdictPhrase.tool-blocked', told) };
  }
  if (outcome.outputReplaced)
    return {
      kind: 'output-replaced',
      phrase: codedText('verdictPhrase.output-replaced', { output: told }),
    };
  if (outcome.continues)
    return { kind: 'blocked', phrase: phraseWithReason('verdictPhrase.stop-blocked', told) };
  if (outcome.turnStops)
    return { kind: 'run-stopped', phrase: phraseWithReason('verdictPhrase.run-stops', told) };
  if (outcome.updatedInput) {
    return {
      kind: 'input-rewritten',
      phrase: codedText('verdictPhrase.allowed-input-rewritten', {
        input: short(JSON.stringify(outcome.updatedInput)),
      }),
    };
  }
  if (event === 'PermissionRequest' && !outcome.asksUser)
    return { kind: 'allowed', phrase: codedText('verdictPhrase.permission-granted') };
  return null;
}

/** The plain-words verdict of one Codex event (spec §5): what the real client does next. */
export function codexVerdict(
  event: string,
  outcome: CodexEventOutcome,
  systemMessages: string[],
): Verdict {
  return eventVerdict({
    main: main(event, outcome),
    context: outcome.context,
    systemMessages,
    failures: outcome.failures,
    reason: outcome.feedback,
    updatedInput: outcome.updatedInput ?? undefined,
    runStops: outcome.turnStops,
  });
}
