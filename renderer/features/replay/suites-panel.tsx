import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { selectVisibleWorkspace } from '../../store/selectors';
import { useAppStore } from '../../store/store-context';
import { SUITE_STATUS_TONE } from './replay-labels';

/**
 * The regression suites of the workspace on screen (`.hookyard/tests/*.json`): cases, whether the
 * last run passed, when it ran, and a Run button each. Suites live in workspaces, so user level
 * only says so.
 */
export function SuitesPanel() {
  const { t, formatDateTime } = useI18n();
  const { root, suites, run, load, runSuite } = useAppStore(
    useShallow((state) => ({
      root: selectVisibleWorkspace(state)?.roots[0] ?? null,
      suites: state.replay.suites,
      run: state.replay.run,
      load: state.replay.loadSuites,
      runSuite: state.replay.runSuite,
    })),
  );
  // Fetching, not deriving: the suites of the workspace on screen.
  useEffect(() => {
    void load();
  }, [load, root]);
  const running =
    run?.origin.kind === 'suite' && run.job.status === 'running' ? run.origin.suite : null;
  return (
    <section className="replay-suites" data-testid="replay-suites" aria-labelledby="replay-suites">
      <h2 id="replay-suites" className="replay-section-title">
        {t('replay.suites.title')}
      </h2>
      {!root || !suites ? (
        <p className="replay-muted">{t('replay.suites.userLevel')}</p>
      ) : suites.status === 'error' && suites.error ? (
        <ErrorNotice
          compact
          title={t('replay.suites.error')}
          error={suites.error}
          onRetry={() => void load()}
        />
      ) : suites.suites.length === 0 ? (
        <p className="replay-muted" data-testid="replay-suites-empty">
          {suites.status === 'ready' ? t('replay.suites.empty') : t('replay.suites.loading')}
        </p>
      ) : (
        <table className="replay-suites-table">
          <thead>
            <tr>
              <th scope="col">{t('replay.suites.name')}</th>
              <th scope="col">{t('replay.suites.cases')}</th>
              <th scope="col">{t('replay.suites.status')}</th>
              <th scope="col">{t('replay.suites.lastRun')}</th>
              <td />
            </tr>
          </thead>
          <tbody>
            {suites.suites.map((suite) => (
              <tr
                key={suite.file}
                data-testid="replay-suite"
                data-name={suite.name}
                data-status={suite.status}
              >
                <th scope="row">
                  <code title={suite.file}>{suite.name}</code>
                </th>
                <td>{suite.cases}</td>
                <td>
                  <span className={`run-badge tone-${SUITE_STATUS_TONE[suite.status]}`}>
                    {t(`replay.suite.${suite.status}` as const)}
                  </span>
                  {suite.failed > 0 ? (
                    <span className="replay-muted">
                      {' '}
                      {t('replay.suites.failedCount', { count: suite.failed })}
                    </span>
                  ) : null}
                </td>
                <td>
                  {suite.lastRunAt === null
                    ? t('replay.none')
                    : formatDateTime(new Date(suite.lastRunAt).toISOString())}
                </td>
                <td>
                  <button
                    type="button"
                    className="button small"
                    data-testid="replay-suite-run"
                    disabled={running !== null}
                    aria-label={t('replay.suites.runNamed', { name: suite.name })}
                    onClick={() => void runSuite(suites.workspace, suite.name)}
                  >
                    <Icon name="play" />
                    {running === suite.name ? t('replay.suites.running') : t('replay.suites.run')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
