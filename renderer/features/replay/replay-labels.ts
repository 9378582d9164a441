import type { ReplayConsentReason, ReplayDiffField } from '../../../shared/schemas/replay';
import type { ReplaySuiteSummary } from '../../../shared/schemas/replay';
import { VerdictKindSchema, type VerdictKind } from '../../../shared/schemas/run';
import type { MessageKey } from '../../i18n/catalogue-en';
import { msg } from '../../i18n/translator';
import { VERDICT_HEADLINE, VERDICT_LOOK, type Tone } from '../bench/bench-labels';

/** What each aspect of a case is called where it differs. */
export const DIFF_FIELD_LABEL: Record<ReplayDiffField, MessageKey> = {
  verdict: msg('replay.field.verdict'),
  output: msg('replay.field.output'),
  exitCode: msg('replay.field.exitCode'),
  context: msg('replay.field.context'),
  rewrittenInput: msg('replay.field.rewrittenInput'),
  duration: msg('replay.field.duration'),
};

/** Why the service asks before replaying, in words; its detail (a hook, a command) follows. */
export const CONSENT_REASON_LABEL: Record<ReplayConsentReason['code'], MessageKey> = {
  'untrusted-hook': msg('replay.consent.untrusted-hook'),
  'destructive-tool': msg('replay.consent.destructive-tool'),
};

export const SUITE_STATUS_LABEL: Record<ReplaySuiteSummary['status'], MessageKey> = {
  passed: msg('replay.suite.passed'),
  failed: msg('replay.suite.failed'),
  'not-run': msg('replay.suite.not-run'),
};

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
  return known ? VERDICT_HEADLINE[known] : null;
}

export function verdictTone(kind: string): Tone {
  const known = knownVerdict(kind);
  return known ? VERDICT_LOOK[known].tone : 'muted';
}
