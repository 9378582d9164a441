import { verdictWords, type VerdictPhrase } from '../../../shared/i18n/verdict-text';
import type { Verdict, VerdictKind } from '../../../shared/schemas/run';
import { codedText } from '../../../shared/i18n/coded-text';

/** A text cut to 300 characters for a verdict phrase (the full text stays in `reason` etc.). */
export const shortVerdictText = (text: string): string =>
  text.length > 300 ? `${text.slice(0, 300)}…` : text;

/** What one event's combined answer comes to, in the words every agent's verdict shares. */
export interface EventVerdictParts {
  /** The agent's own main effect (block, rewrite, stop…), or null when there is none. */
  main: { kind: VerdictKind; phrase: VerdictPhrase } | null;
  context: string[];
  systemMessages: string[];
  /** Hooks that failed without blocking (0 when the failures are not worth saying). */
  failures: number;
  reason: string | null;
  updatedInput: unknown;
  runStops: boolean;
}

/**
 * The verdict of an event from its main effect and the side effects Codex and Gemini CLI both
 * report the same way: context injected, messages the user sees, hooks that failed.
 */
export function eventVerdict(parts: EventVerdictParts): Verdict {
  const { main, context, systemMessages } = parts;
  const phrases: VerdictPhrase[] = main ? [main.phrase] : [];
  if (context.length > 0)
    phrases.push(
      codedText('verdictPhrase.context-injected', {
        context: shortVerdictText(context.join('\n')),
      }),
    );
  for (const message of systemMessages)
    phrases.push(codedText('verdictPhrase.user-sees', { message: shortVerdictText(message) }));
  if (parts.failures > 0)
    phrases.push(
      codedText('verdictPhrase.hooks-failed-without-blocking', { count: parts.failures }),
    );
  if (phrases.length === 0) phrases.push(codedText('verdictPhrase.nothing-changes'));
  return {
    kind: main?.kind ?? (context.length > 0 ? 'context-added' : 'no-change'),
    ...verdictWords(phrases),
    reason: parts.reason,
    updatedInput: parts.updatedInput,
    context: context.length > 0 ? context.join('\n') : null,
    systemMessage: systemMessages.length > 0 ? systemMessages.join('\n') : null,
    runStops: parts.runStops,
  };
}
