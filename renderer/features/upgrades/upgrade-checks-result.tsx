import { FailureText } from '../../components/failure-text';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';

/** What the suites and the last day's replay found after an upgrade. */
export function UpgradeChecksResult() {
  const { t } = useI18n();
  const checks = useAppStore((state) => state.upgrades.checks);
  if (!checks) return null;
  return (
    <ul className="upgrade-checks" data-testid="upgrade-checks">
      {checks.suites.length === 0 ? <li>{t('upgrades.noSuites')}</li> : null}
      {checks.suites.map((suite) => (
        <li
          key={`${suite.workspace}/${suite.suite}`}
          data-testid="upgrade-suite"
          data-failed={suite.failed}
          className={suite.failed > 0 || suite.error ? 'upgrade-check-failed' : undefined}
        >
          {suite.error ? (
            <>
              {t('upgrades.suiteFailed', { workspace: suite.workspace, suite: suite.suite })}
              <FailureText error={suite.error} />
            </>
          ) : (
            t('upgrades.suiteLine', {
              workspace: suite.workspace,
              suite: suite.suite,
              passed: suite.passed,
              failed: suite.failed,
            })
          )}
        </li>
      ))}
      <li data-testid="upgrade-replay">
        {checks.replay?.needsConsent
          ? t('upgrades.replayConsent')
          : checks.replay
            ? t('upgrades.replayLine', {
                replayed: checks.replay.replayed,
                differ: checks.replay.differ,
              })
            : null}
        {checks.replayError ? (
          <>
            {t('upgrades.replayFailed')}
            <FailureText error={checks.replayError} />
          </>
        ) : null}
      </li>
    </ul>
  );
}
