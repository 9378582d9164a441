import { hookLabel } from '../../../shared/inventory/hook-label';
import { Dialog } from '../../components/dialog';
import { ErrorHint, FailureText } from '../../components/failure-text';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { useAppStore } from '../../store/store-context';
import { asCode } from './manage-labels';
import { VisibleText } from '../../components/visible-text';

/**
 * "Trust in <agent>": what the agent's own mechanism will write to which file, and where the copy
 * from before goes; Apply writes exactly that. The hook is named as its row shows it.
 */
export function AgentTrustDialog() {
  const i18n = useI18n();
  const { t, rich } = i18n;
  const dialog = useAppStore((state) => state.manage.agentTrust);
  const apply = useAppStore((state) => state.manage.applyAgentTrust);
  const reopen = useAppStore((state) => state.manage.openAgentTrust);
  const close = useAppStore((state) => state.manage.closeAgentTrust);
  if (!dialog) return null;
  const { hook, phase, preview, result, error } = dialog;
  const agent = t(AGENT_LABEL[hook.agent]);
  const named = { agent, hook: asCode(hookLabel(hook)) };
  const footer =
    phase === 'done' ? (
      <button
        type="button"
        className="button primary"
        data-testid="agent-trust-close"
        data-autofocus
        onClick={close}
      >
        {t('agentTrust.close')}
      </button>
    ) : (
      <>
        <button type="button" className="button" data-autofocus onClick={close}>
          {t('action.cancel')}
        </button>
        {phase === 'failed' ? (
          <button
            type="button"
            className="button"
            data-testid="agent-trust-retry"
            onClick={() => void reopen(hook)}
          >
            {t('agentTrust.retry')}
          </button>
        ) : (
          <button
            type="button"
            className="button primary"
            data-testid="agent-trust-apply"
            disabled={phase !== 'ready'}
            onClick={() => void apply()}
          >
            {phase === 'applying' ? t('agentTrust.applying') : t('agentTrust.apply')}
          </button>
        )}
      </>
    );
  return (
    <Dialog
      title={t('agentTrust.title', { agent })}
      description={<RichText segments={rich('agentTrust.description', named)} />}
      onClose={close}
      testId="agent-trust-dialog"
      className="agent-trust-dialog"
      footer={footer}
    >
      <div data-testid="agent-trust-body" data-phase={phase} aria-live="polite">
        {phase === 'previewing' ? <p>{t('agentTrust.asking', { agent })}</p> : null}
        {preview && phase !== 'done' ? (
          <>
            <p data-testid="agent-trust-status">
              <RichText
                segments={rich('agentTrust.statusNow', { agent, status: asCode(preview.status) })}
              />
            </p>
            <p>
              <RichText segments={rich('agentTrust.file', { file: asCode(preview.file) })} />
            </p>
            <pre
              className="detail-raw agent-trust-text"
              data-testid="agent-trust-text"
              tabIndex={0}
            >
              <VisibleText text={preview.text} />
            </pre>
            <p>
              <RichText
                segments={
                  preview.base
                    ? rich('agentTrust.backup', { folder: asCode(preview.backupDir) })
                    : rich('agentTrust.noBackup', { agent })
                }
              />
            </p>
          </>
        ) : null}
        {result ? (
          <p data-testid="agent-trust-result">
            <RichText
              segments={
                result.backup === null
                  ? rich('agentTrust.doneNewFile', { ...named, status: asCode(result.status) })
                  : rich('agentTrust.done', {
                      ...named,
                      status: asCode(result.status),
                      backup: asCode(result.backup),
                    })
              }
            />
          </p>
        ) : null}
        {error ? (
          <p
            className="field-error"
            role="alert"
            data-testid="agent-trust-error"
            data-error-code={error.code}
          >
            <FailureText error={error} /> <ErrorHint error={error} />
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
