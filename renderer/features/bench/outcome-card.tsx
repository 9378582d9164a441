import type { RunText } from '../../../shared/i18n/run-text';
import type { HookRunOutcome } from '../../../shared/schemas/run';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { type Tone } from './bench-labels';
import { CapturedStream } from './captured-stream';
import { formatDuration } from './model/format-duration';

const STREAMS = ['stdout', 'stderr'] as const;

/** Clean exits read as fine; any other ending, or output too long to read, asks for a look. */
function toneOf(outcome: HookRunOutcome): Tone {
  if (outcome.status === 'completed') {
    return outcome.exitCode === 0 && !outcome.stdout.truncated ? 'ok' : 'warn';
  }
  if (outcome.status === 'needs-model' || outcome.status === 'needs-mcp') return 'muted';
  return outcome.status === 'cancelled' ? 'muted' : 'danger';
}

/** How the process ended, in words: exit code, signal, HTTP status, or the status itself. */
function useEnding(outcome: HookRunOutcome): string {
  const { t } = useI18n();
  if (outcome.status !== 'completed') return t(`runStatus.${outcome.status}` as const);
  if (outcome.httpStatus !== null) return t('outcome.http', { status: outcome.httpStatus });
  if (outcome.signal) return t('outcome.signal', { signal: outcome.signal });
  return t('outcome.exitCode', { code: outcome.exitCode ?? '?' });
}

/** Notes or parse errors, worded in the UI language (a parser's own message stays as sent). */
function RunTextList({
  title,
  items,
  testId,
}: {
  title: string;
  items: readonly RunText[];
  testId: string;
}) {
  const { coded } = useI18n();
  if (items.length === 0) return null;
  return (
    <div className="outcome-list" data-testid={testId}>
      <p className="outcome-list-title">{title}</p>
      <ul>
        {items.map((item, index) => (
          <li key={index} data-code={item.key}>
            <RichText segments={coded(item)} />
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One hook's run: how it ended and how long it took against its limit first, then what it printed,
 * why it could not start (with the fix), what the agent could not parse, and notes.
 */
export function OutcomeCard({ outcome }: { outcome: HookRunOutcome }) {
  const { t, coded, locale } = useI18n();
  const ending = useEnding(outcome);
  const duration = formatDuration(outcome.durationMs, locale);
  const silent = outcome.stdout.totalBytes === 0 && outcome.stderr.totalBytes === 0;
  return (
    <article
      className="outcome-card"
      data-testid="outcome-card"
      data-hook-id={outcome.hookId}
      data-status={outcome.status}
      aria-label={outcome.label}
    >
      <header className="outcome-head">
        <span className={`run-badge tone-${toneOf(outcome)}`} data-testid="outcome-ending">
          {ending}
        </span>
        <code className="outcome-label" title={outcome.label}>
          {outcome.label}
        </code>
        <span className="outcome-duration" data-testid="outcome-duration">
          {outcome.timeoutMs === null
            ? t('outcome.durationNoLimit', { duration })
            : t('outcome.duration', {
                duration,
                timeout: formatDuration(outcome.timeoutMs, locale),
              })}
        </span>
      </header>
      {outcome.timedOut ||
      outcome.background ||
      outcome.leftoversKilled ||
      outcome.stdout.truncated ? (
        <ul className="outcome-flags">
          {outcome.timedOut ? (
            <li className="outcome-flag tone-danger" data-testid="outcome-timed-out">
              <Icon name="alert" />
              {t('outcome.timedOut')}
            </li>
          ) : null}
          {outcome.background ? (
            <li className="outcome-flag" data-testid="outcome-background">
              <Icon name="info" />
              {t('outcome.background')}
            </li>
          ) : null}
          {outcome.stdout.truncated ? (
            // An exit code 0 next to "failed" or "cannot tell" needs its reason on the card.
            <li className="outcome-flag tone-warn" data-testid="outcome-over-cap">
              <Icon name="alert" />
              {t('outcome.overCap', {
                total: outcome.stdout.totalBytes,
                kept: outcome.stdout.totalBytes - outcome.stdout.omittedBytes,
              })}
            </li>
          ) : null}
          {outcome.leftoversKilled ? (
            <li className="outcome-flag">
              <Icon name="info" />
              {t('outcome.leftovers')}
            </li>
          ) : null}
        </ul>
      ) : null}
      {outcome.spawnError ? (
        <div className="outcome-spawn-error" data-testid="outcome-spawn-error">
          <p className="outcome-list-title">{t('outcome.spawnError')}</p>
          <p data-code={outcome.spawnError.message.key}>
            <RichText segments={coded(outcome.spawnError.message)} />
          </p>
          {outcome.spawnError.fix ? (
            <p className="outcome-fix" data-code={outcome.spawnError.fix.key}>
              <strong>{t('outcome.fix')}</strong>{' '}
              <RichText segments={coded(outcome.spawnError.fix)} />
            </p>
          ) : null}
        </div>
      ) : null}
      {silent ? (
        <p className="stream-note" data-testid="outcome-silent">
          {t('outcome.silent')}
        </p>
      ) : (
        STREAMS.filter((name) => outcome[name].totalBytes > 0).map((name) => (
          <CapturedStream key={name} name={name} output={outcome[name]} hookLabel={outcome.label} />
        ))
      )}
      <RunTextList
        title={t('outcome.parseErrors')}
        // The agent reads a capped output whole: the flag above says why Hookyard could not.
        items={outcome.parseErrors.filter((error) => error.key !== 'run.stdout-capped')}
        testId="outcome-parse-errors"
      />
      <RunTextList title={t('outcome.notes')} items={outcome.notes} testId="outcome-notes" />
    </article>
  );
}
