import type { Verdict } from '../../../../../shared/schemas/run';
import type { ClineCliDecision } from './cline-cli-control';

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
      sentence: `${event} hooks run detached: the Cline CLI discards their output, so nothing changes`,
    };
  }
  const clauses: string[] = [];
  if (decision.review)
    clauses.push('review: true is parsed and ignored (no approval prompt appears)');
  const rewrite = event === 'PreToolUse' && decision.hasOverrideInput;
  if (decision.cancel) {
    const why = decision.cancelReason
      ? ` (reason kept as the run's error, not shown to the model: ${short(decision.cancelReason)})`
      : '';
    const sentence =
      event === 'PreToolUse'
        ? `the tool is not run and the run stops${why}`
        : `the tool already ran; the run stops${why}`;
    return {
      ...base,
      kind: 'run-stopped',
      runStops: true,
      sentence: [sentence, ...clauses].join('; '),
    };
  }
  const context = decision.context
    ? `context injected after the tool results: ${short(decision.context)}`
    : null;
  if (rewrite) {
    const main = `input rewritten to ${short(JSON.stringify(decision.overrideInput) ?? 'undefined')}`;
    return {
      ...base,
      kind: 'input-rewritten',
      updatedInput: decision.overrideInput,
      sentence: [main, ...(context ? [context] : []), ...clauses].join('; '),
    };
  }
  if (context)
    return { ...base, kind: 'context-added', sentence: [context, ...clauses].join('; ') };
  return { ...base, kind: 'no-change', sentence: ['nothing changes', ...clauses].join('; ') };
}
