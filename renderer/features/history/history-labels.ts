import { AUDIT_OUTCOMES } from '../../../shared/schemas/history';
import type { MessageKey } from '../../i18n/catalogue-en';

type KnownOutcome = (typeof AUDIT_OUTCOMES)[number];
const isKnownOutcome = (outcome: string): outcome is KnownOutcome =>
  (AUDIT_OUTCOMES as readonly string[]).includes(outcome);

/** The label of an outcome a writer uses (AUDIT_OUTCOMES); null for another string (shown as written). */
export function outcomeLabel(outcome: string): MessageKey | null {
  return isKnownOutcome(outcome) ? (`history.outcome.${outcome}` as const) : null;
}

/** How an outcome looks: good, bad, stopped something, or neutral. */
export function outcomeTone(outcome: string | null): 'good' | 'bad' | 'block' | 'neutral' {
  if (outcome === 'success' || outcome === 'allow') return 'good';
  if (outcome === 'error' || outcome === 'timeout' || outcome === 'invalid-output') return 'bad';
  if (outcome === 'block' || outcome === 'deny' || outcome === 'stop') return 'block';
  return 'neutral';
}
