import type { Verdict } from '../../../../../shared/schemas/run';
import type { ClineCliDecision } from './cline-cli-control';
import {
  phraseWithReason,
  verdictWords,
  type VerdictPhrase,
} from '../../../../../shared/i18n/verdict-text';
import { codedText } from '../../../../../shared/i18n/coded-text';

const SHORT = 300;
const short = (text: string): string => (text.length > SHORT ? `${text.slice(0, SHORT)}…` : text);

/**
 * The plain-words verdict for one Cline CLI event (spec §6.4, §10): PreToolUse cancel ends the
 * whole run, context is injected after the turn's tool results, overrideInput replaces the tool
 * input, review is parsed and ignored, lifecycle output is discarded.
 */
export function clineCliVerdict(event: string, decision: ClineCliDecision): Verdict {
  const base = {
    reason: decision.cancelReason,
    updatedInput: undefined as unknown,
    context: decision.context,
    systemMessage: null,
    runStops: false,
  };
  if (decision.outputDiscarded) {
    return {
      ...base,
      kind: 'no-change',
      ...verdictWords([codedText('verdictPhrase.cline-output-discarded', { event })]),
    };
  }
  const clauses: VerdictPhrase[] = [];
  if (decision.review) clauses.push(codedText('verdictPhrase.cline-review-ignored'));
  const rewrite = event === 'PreToolUse' && decision.hasOverrideInput;
  if (decision.cancel) {
    const why = short(decision.cancelReason ?? '');
    const main =
      event === 'PreToolUse'
        ? phraseWithReason('verdictPhrase.cline-tool-not-run-run-stops', why)
        : phraseWithReason('verdictPhrase.cline-tool-ran-run-stops', why);
    return {
      ...base,
      kind: 'run-stopped',
      runStops: true,
      ...verdictWords([main, ...clauses]),
    };
  }
  const context = decision.context
    ? codedText('verdictPhrase.cline-context-after-results', { context: short(decision.context) })
    : null;
  if (rewrite) {
    const input = short(JSON.stringify(decision.overrideInput) ?? 'undefined');
    return {
      ...base,
      kind: 'input-rewritten',
      updatedInput: decision.overrideInput,
      ...verdictWords([
        codedText('verdictPhrase.input-rewritten', { input }),
        ...(context ? [context] : []),
        ...clauses,
      ]),
    };
  }
  if (context) return { ...base, kind: 'context-added', ...verdictWords([context, ...clauses]) };
  return {
    ...base,
    kind: 'no-change',
    ...verdictWords([codedText('verdictPhrase.nothing-changes'), ...clauses]),
  };
}
