import {
  phrase,
  phraseWithReason,
  verdictWords,
  type VerdictPhrase,
} from '../../../../../shared/i18n/verdict-text';
import type { Verdict, VerdictKind } from '../../../../../shared/schemas/run';
import type { CodexEventOutcome } from '../codex-event-outcome';

const short = (text: string): string => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

function main(
  event: string,
  outcome: CodexEventOutcome,
): { kind: VerdictKind; phrase: VerdictPhrase } | null {
  const told = short(outcome.feedback ?? '');
  if (outcome.toolRuns === false) {
    return event === 'PermissionRequest'
      ? { kind: 'blocked', phrase: phraseWithReason('permission-denied', told) }
      : { kind: 'blocked', phrase: phraseWithReason('tool-blocked', told) };
  }
  if (outcome.outputReplaced)
    return { kind: 'output-replaced', phrase: phrase('output-replaced', { output: told }) };
  if (outcome.continues) return { kind: 'blocked', phrase: phraseWithReason('stop-blocked', told) };
  if (outcome.turnStops)
    return { kind: 'run-stopped', phrase: phraseWithReason('run-stops', told) };
  if (outcome.updatedInput) {
    return {
      kind: 'input-rewritten',
      phrase: phrase('allowed-input-rewritten', {
        input: short(JSON.stringify(outcome.updatedInput)),
      }),
    };
  }
  if (event === 'PermissionRequest' && !outcome.asksUser)
    return { kind: 'allowed', phrase: phrase('permission-granted') };
  return null;
}

/** The plain-words verdict of one Codex event (spec §5): what the real client does next. */
export function codexVerdict(
  event: string,
  outcome: CodexEventOutcome,
  systemMessages: string[],
): Verdict {
  const first = main(event, outcome);
  const phrases: VerdictPhrase[] = first ? [first.phrase] : [];
  if (outcome.context.length > 0)
    phrases.push(phrase('context-injected', { context: short(outcome.context.join('\n')) }));
  for (const message of systemMessages)
    phrases.push(phrase('user-sees', { message: short(message) }));
  if (outcome.failures > 0)
    phrases.push(phrase('hooks-failed-without-blocking', { count: outcome.failures }));
  if (phrases.length === 0) phrases.push(phrase('nothing-changes'));
  const kind = first?.kind ?? (outcome.context.length > 0 ? 'context-added' : 'no-change');
  return {
    kind,
    ...verdictWords(phrases),
    reason: outcome.feedback,
    updatedInput: outcome.updatedInput ?? undefined,
    context: outcome.context.length > 0 ? outcome.context.join('\n') : null,
    systemMessage: systemMessages.length > 0 ? systemMessages.join('\n') : null,
    runStops: outcome.turnStops,
  };
}
