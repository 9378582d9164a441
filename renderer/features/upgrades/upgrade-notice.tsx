import { FailureText } from '../../components/failure-text';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { capabilitiesOf } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';
import { UpgradeChecksResult } from './upgrade-checks-result';

/**
 * The banner that tells of an agent upgrade (issue 15 §5), above every screen until dismissed: which
 * agent went from which version to which, and a button that runs the workspaces' regression suites
 * and a replay of the last day against the hooks, with what changed.
 */
export function UpgradeNotice() {
  const { t } = useI18n();
  const agents = useAgents();
  const changes = useAppStore((state) => state.upgrades.versions?.changes);
  const checking = useAppStore((state) => state.upgrades.checking);
  const error = useAppStore((state) => state.upgrades.error);
  const runChecks = useAppStore((state) => state.upgrades.runChecks);
  const dismiss = useAppStore((state) => state.upgrades.dismiss);
  if (!changes || changes.length === 0) return null;
  return (
    <section
      className="upgrade-notice"
      aria-label={t('upgrades.label')}
      data-testid="upgrade-notice"
      role="status"
    >
      <Icon name="info" className="upgrade-notice-icon" />
      <div className="upgrade-notice-text">
        {changes.map((change) => (
          <p
            key={change.agent}
            className="upgrade-notice-title"
            data-testid="upgrade-change"
            data-agent={change.agent}
          >
            {t('upgrades.changed', {
              agent: capabilitiesOf(agents, change.agent)?.displayName ?? change.agent,
              from: change.from,
              to: change.to,
            })}
            <button
              type="button"
              className="button small"
              data-testid="upgrade-dismiss"
              onClick={() => void dismiss(change.agent)}
            >
              {t('upgrades.dismiss')}
            </button>
          </p>
        ))}
        <p>{t('upgrades.explain')}</p>
        <button
          type="button"
          className="button small primary"
          data-testid="upgrade-run-checks"
          disabled={checking}
          onClick={() => void runChecks()}
        >
          {checking ? t('upgrades.running') : t('upgrades.runChecks')}
        </button>
        {error ? (
          <p role="alert">
            <FailureText error={error} />
          </p>
        ) : null}
        <UpgradeChecksResult />
      </div>
    </section>
  );
}
