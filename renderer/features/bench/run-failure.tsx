import { useShallow } from 'zustand/react/shallow';

import type { AppError } from '../../../shared/result';
import { ErrorNotice } from '../../components/error-notice';
import { FailureText } from '../../components/failure-text';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import type { BenchRun } from './state/bench-slice';
import { selectVisibleWorkspace } from '../../store/selectors';
import { useAppStore } from '../../store/store-context';

/**
 * The run was refused for trust: either the workspace is not trusted, or it is but a project
 * hook is new or changed since. Says which in words, with the one action that fixes it: the
 * review of the project hooks (trusting them all trusts the workspace). Once nothing is left to
 * review it says so and asks for another run.
 */
function UntrustedNotice({ run, error }: { run: BenchRun; error: AppError }) {
  const { t } = useI18n();
  const { workspace, reviewed, openManageDialog } = useAppStore(
    useShallow((state) => ({
      workspace: selectVisibleWorkspace(state),
      reviewed: state.manage.trustStatus === 'ready' && state.manage.untrusted.length === 0,
      openManageDialog: state.manage.openDialog,
    })),
  );
  const changedHook = run.workspaceTrusted === true;
  if (workspace?.trusted && reviewed) {
    return (
      <div className="callout" role="status" data-testid="bench-trusted-now">
        <Icon name="shield-check" />
        <p>{t('bench.trustedNow')}</p>
      </div>
    );
  }
  return (
    <section
      className="untrusted-notice"
      role="alert"
      data-testid="bench-untrusted"
      data-reason={changedHook ? 'changed-hook' : 'untrusted-workspace'}
    >
      <Icon name="shield-alert" className="untrusted-notice-icon" />
      <div className="untrusted-notice-text">
        <h3 className="untrusted-notice-title">
          {changedHook ? t('bench.changedTitle') : t('bench.untrustedTitle')}
        </h3>
        <p>{changedHook ? t('bench.changedBody') : t('bench.untrustedBody')}</p>
        <p className="untrusted-notice-detail">
          <FailureText error={error} />
        </p>
        {workspace ? (
          <button
            type="button"
            className="button primary"
            data-testid="bench-trust"
            onClick={() => openManageDialog('trust-review')}
          >
            <Icon name="shield-check" />
            {changedHook ? t('bench.trustAgain') : t('bench.trust')}
          </button>
        ) : null}
      </div>
    </section>
  );
}

/** A run the services refused or could not do: trust has its own notice, the rest a plain one. */
export function RunFailure({ run, error }: { run: BenchRun; error: AppError }) {
  const { t } = useI18n();
  if (error.code === 'untrusted') return <UntrustedNotice run={run} error={error} />;
  return <ErrorNotice title={t('bench.runFailed')} error={error} testId="bench-run-error" />;
}
