import type { ReactNode } from 'react';

import type { EventOutcome } from '../../../shared/schemas/run';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { outcomeHeadline, VERDICT_LOOK } from './bench-labels';
import { formatDuration } from './model/format-duration';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="verdict-fact">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * What the agent would do, first: a translated headline for the verdict's kind, the verdict's
 * phrases in words under it, then the reason, context, message to the user
 * and rewritten input in full, and how the hooks ran.
 */
export function VerdictBanner({ outcome }: { outcome: EventOutcome }) {
  const { t, locale, verdict: verdictText } = useI18n();
  const { verdict } = outcome;
  const look = VERDICT_LOOK[verdict.kind];
  const ran = outcome.hooks.length;
  const duration = formatDuration(outcome.durationMs, locale);
  // "Nothing changes" and nothing more: the sentence would only repeat the headline.
  const sentenceAddsNothing =
    verdict.kind === 'no-change' &&
    verdict.phrases.every((phrase) => phrase.key === 'verdictPhrase.nothing-changes');
  return (
    <section
      className={`verdict-banner tone-${look.tone}`}
      data-testid="bench-verdict"
      data-kind={verdict.kind}
      aria-labelledby="bench-verdict-headline"
    >
      <Icon name={look.icon} className="verdict-banner-icon" />
      <div className="verdict-banner-text">
        <p className="verdict-kicker">
          {t('bench.verdictFor', { agent: t(AGENT_LABEL[outcome.agent]) })}
        </p>
        <h3 id="bench-verdict-headline" className="verdict-headline">
          {t(outcomeHeadline(outcome))}
        </h3>
        {sentenceAddsNothing ? null : (
          <p className="verdict-sentence" data-testid="bench-verdict-sentence">
            <RichText segments={verdictText(verdict.phrases)} />
          </p>
        )}
        <dl className="verdict-facts">
          {verdict.reason ? (
            <Fact label={t('bench.reason')}>
              <span lang="en" data-testid="bench-verdict-reason">
                {verdict.reason}
              </span>
            </Fact>
          ) : null}
          {verdict.systemMessage ? (
            <Fact label={t('bench.systemMessage')}>
              <span lang="en">{verdict.systemMessage}</span>
            </Fact>
          ) : null}
          {verdict.context ? (
            <Fact label={t('bench.context')}>
              <span className="pre-line">{verdict.context}</span>
            </Fact>
          ) : null}
          {verdict.updatedInput !== undefined && verdict.updatedInput !== null ? (
            <Fact label={t('bench.updatedInput')}>
              <code className="wrap">{JSON.stringify(verdict.updatedInput, null, 2)}</code>
            </Fact>
          ) : null}
        </dl>
        <p className="verdict-summary" data-testid="bench-verdict-summary">
          {ran > 1
            ? t('bench.summary', {
                count: ran,
                mode: t(`runMode.${outcome.mode}` as const),
                duration,
              })
            : ran === 1
              ? t('bench.summaryOne', { duration })
              : t('bench.summaryNone', { duration })}
        </p>
      </div>
    </section>
  );
}
