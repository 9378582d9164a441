import type { ReplaySuiteSummary } from '../../../shared/schemas/replay';
import { VerdictKindSchema, type VerdictKind } from '../../../shared/schemas/run';
import type { MessageKey } from '../../i18n/catalogue-en';
import { VERDICT_LOOK, type Tone } from '../bench/bench-labels';

export const SUITE_STATUS_TONE: Record<ReplaySuiteSummary['status'], Tone> = {
  passed: 'ok',
  failed: 'danger',
  'not-run': 'muted',
};

/**
 * A verdict kind the runner uses, when `kind` is one; replay outcomes carry the kind as a string
 * so that a recorded entry's own outcome words can appear too (shown as written).
 */
function knownVerdict(kind: string): VerdictKind | null {
  const parsed = VerdictKindSchema.safeParse(kind);
  return parsed.success ? parsed.data : null;
}

/** The message key of a verdict kind's headline; null for a kind shown as written. */
export function verdictLabel(kind: string): MessageKey | null {
  const known = knownVerdict(kind);
  return known ? (`verdict.${known}` as const) : null;
}

export function verdictTone(kind: string): Tone {
  const known = knownVerdict(kind);
  return known ? VERDICT_LOOK[known].tone : 'muted';
}
