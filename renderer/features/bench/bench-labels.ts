import type { EventOutcome, VerdictKind } from '../../../shared/schemas/run';
import type { IconName } from '../../components/icon';
import type { MessageKey } from '../../i18n/catalogue-en';
import { msg } from '../../i18n/translator';

/**
 * The headline of a run's outcome: its verdict's, unless the user cancelled a hook, when the
 * verdict ("Nothing changes") is not what the agent would do but only what was left.
 */
export function outcomeHeadline(outcome: EventOutcome): MessageKey {
  return outcome.hooks.some((hook) => hook.status === 'cancelled')
    ? msg('bench.cancelledHeadline')
    : (`verdict.${outcome.verdict.kind}` as const);
}

/** The colour families of bench.css (`.tone-*`), always paired with words and an icon. */
export type Tone = 'ok' | 'warn' | 'danger' | 'accent' | 'muted';

/** How each verdict looks: a tone (colour family) and an icon, so colour never works alone. */
export const VERDICT_LOOK: Record<VerdictKind, { tone: Tone; icon: IconName }> = {
  blocked: { tone: 'danger', icon: 'x-circle' },
  allowed: { tone: 'ok', icon: 'check-circle' },
  asked: { tone: 'warn', icon: 'info' },
  deferred: { tone: 'warn', icon: 'minus-circle' },
  'input-rewritten': { tone: 'accent', icon: 'info' },
  'output-replaced': { tone: 'accent', icon: 'info' },
  'context-added': { tone: 'accent', icon: 'info' },
  'run-stopped': { tone: 'danger', icon: 'power' },
  failed: { tone: 'danger', icon: 'alert' },
  'not-run': { tone: 'muted', icon: 'slash' },
  'no-change': { tone: 'muted', icon: 'minus-circle' },
};
