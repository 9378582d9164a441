import { CloseButton } from '../../components/close-button';
import { ErrorHint, FailureText } from '../../components/failure-text';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import type { I18nValue } from '../../i18n/i18n-value';
import { AGENT_LABEL } from '../../i18n/labels';
import type { ToastMessage } from './state/manage-slice';
import { useAppStore } from '../../store/store-context';
import { asCode } from './manage-labels';
import { useToastTimeout } from './use-toast-timeout';

/** What a toast message says: done, or (`failed`) what could not be done. */
export function toastText({ rich, t }: I18nValue, message: ToastMessage, failed: boolean) {
  const event = 'event' in message && message.event ? asCode(message.event) : t('hook.noEvent');
  const hook = 'hook' in message ? asCode(message.hook) : [];
  switch (message.what) {
    case 'disabled':
      return failed
        ? rich('toast.disableFailed', { event, hook })
        : rich('toast.disabled', { event, hook });
    case 'enabled':
      return failed
        ? rich('toast.enableFailed', { event, hook })
        : rich('toast.enabled', { event, hook });
    case 'deleted':
      return failed
        ? rich('toast.deleteFailed', { event, hook })
        : rich('toast.deleted', { event, hook });
    case 'created':
      return failed ? rich('toast.createFailed', { event }) : rich('toast.created', { event });
    case 'disabled-all': {
      const agent = t(AGENT_LABEL[message.agent]);
      return failed
        ? rich('toast.disableAllFailed', { agent })
        : rich('toast.disabledAll', { agent });
    }
    case 'undone':
      return failed ? rich('toast.undoFailed', {}) : rich('toast.undone', {});
    case 'redone':
      return failed ? rich('toast.redoFailed', {}) : rich('toast.redone', {});
    case 'off-here':
      return failed
        ? rich('toast.offHereFailed', { event, hook })
        : rich('toast.offHere', { event, hook });
    case 'on-here':
      return failed
        ? rich('toast.onHereFailed', { event, hook })
        : rich('toast.onHere', { event, hook });
    case 'released':
      return failed
        ? rich('toast.releaseFailed', { event, hook })
        : rich('toast.released', { event, hook });
    case 'edited':
      return rich('toast.edited', { event, hook });
  }
}

/**
 * The toast after a hook change, at the bottom of the window: what happened and Undo (Redo after
 * an undo), or what failed with what to do about it. It shows on the screen the action was made
 * on only, and goes after a while (see useToastTimeout); a polite live region announces each one.
 */
export function ManageToast() {
  const i18n = useI18n();
  const { t } = i18n;
  const toast = useAppStore((state) => state.manage.toast);
  const screen = useAppStore((state) => state.screen);
  const undoToast = useAppStore((state) => state.manage.undoToast);
  const dismissToast = useAppStore((state) => state.manage.dismissToast);
  const failed = toast?.error != null;
  const hold = useToastTimeout(toast?.id ?? null, failed, dismissToast);
  return (
    <div className="toast-region" role="status" data-testid="toast-region">
      {toast?.message && toast.screen === screen ? (
        <div
          key={toast.id}
          {...hold}
          className={failed ? 'toast failed' : 'toast'}
          data-testid="toast"
          data-error-code={toast.error?.code}
        >
          <Icon name={failed ? 'alert' : 'check-circle'} className="toast-icon" />
          <div className="toast-text">
            <p className="toast-title">
              <RichText segments={toastText(i18n, toast.message, failed)} />
            </p>
            {toast.error ? (
              <p className="toast-detail">
                <FailureText error={toast.error} /> <ErrorHint error={toast.error} />
              </p>
            ) : null}
          </div>
          {toast.undo ? (
            <button
              type="button"
              className="button small"
              data-testid="toast-undo"
              onClick={() => void undoToast()}
            >
              <Icon name="undo" />
              {toast.message.what === 'undone' ? t('toast.redo') : t('toast.undo')}
            </button>
          ) : null}
          <CloseButton
            label={t('toast.dismiss')}
            testId="toast-dismiss"
            onClick={() => dismissToast()}
          />
        </div>
      ) : null}
    </div>
  );
}
