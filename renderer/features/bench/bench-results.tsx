import type { EventOutcome } from '../../../shared/schemas/run';
import { EmptyState } from '../../components/empty-state';
import { LiveRegion } from '../../components/live-region';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import type { BenchRun } from './state/bench-slice';
import { scopeKey } from '../../store/scope-key';
import { useAppStore } from '../../store/store-context';
import { outcomeHeadline } from './bench-labels';
import { CrashRunVerdict } from './crash-run-verdict';
import { LiveOutputView } from './live-output';
import { OutcomeCard } from './outcome-card';
import { RunFailure } from './run-failure';
import { VerdictBanner } from './verdict-banner';

/** Hooks of the event that did not run, each with the agent's reason. */
function SkippedHooks({ skipped }: { skipped: EventOutcome['skipped'] }) {
  const { t, coded } = useI18n();
  if (skipped.length === 0) return null;
  return (
    <section className="skipped" aria-labelledby="bench-skipped-title" data-testid="bench-skipped">
      <h3 id="bench-skipped-title" className="bench-subtitle">
        {t('bench.skipped', { count: skipped.length })}
      </h3>
      <ul className="skipped-list">
        {skipped.map((hook) => (
          <li key={hook.hookId} className="skipped-item" data-hook-id={hook.hookId}>
            <code className="skipped-label" title={hook.label}>
              {hook.label}
            </code>
            <span className="skipped-reason">
              <RichText segments={coded(hook.reason)} />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function OutcomeView({ outcome }: { outcome: EventOutcome }) {
  return (
    <div className="bench-outcome" data-testid="bench-outcome">
      {outcome.crashRun ? <CrashRunVerdict crash={outcome.crashRun} agent={outcome.agent} /> : null}
      <VerdictBanner outcome={outcome} />
      {outcome.hooks.map((hook) => (
        <OutcomeCard key={hook.hookId} outcome={hook} />
      ))}
      <SkippedHooks skipped={outcome.skipped} />
    </div>
  );
}

/** Tells screen reader users that a run started and how it ended, without reading the output. */
function RunAnnouncer({ run }: { run: BenchRun | null }) {
  const { t } = useI18n();
  const message = !run
    ? ''
    : run.status === 'running'
      ? t('bench.running')
      : run.outcome
        ? t('bench.announceDone', { verdict: t(outcomeHeadline(run.outcome)) })
        : t('bench.runFailed');
  return <LiveRegion message={message} messageId={`${run?.runId}:${run?.status}`} />;
}

/** Right column of the bench: nothing yet, the live output of a run, or its outcome. */
export function BenchResults() {
  const { t } = useI18n();
  // A run belongs to the scope it ran in; another scope on screen shows its own blank slate.
  const run = useAppStore((state) =>
    state.bench.run?.scopeKey === scopeKey(state.scope) ? state.bench.run : null,
  );
  return (
    <section
      className="bench-results"
      aria-labelledby="bench-results-title"
      aria-busy={run?.status === 'running'}
      data-testid="bench-results"
    >
      <h2 id="bench-results-title" className="bench-section-title">
        {t('bench.results')}
      </h2>
      <RunAnnouncer run={run} />
      {!run ? (
        <EmptyState icon="flask" title={t('bench.emptyTitle')} testId="bench-empty">
          <p>{t('bench.emptyBody')}</p>
        </EmptyState>
      ) : run.status === 'running' ? (
        <LiveOutputView run={run} />
      ) : run.outcome ? (
        <OutcomeView outcome={run.outcome} />
      ) : run.error ? (
        <RunFailure run={run} error={run.error} />
      ) : null}
    </section>
  );
}
