import { useId, useState } from 'react';

import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';

/** The longest reason the contract takes (ApprovalDecisionInput.reason). */
const REASON_MAX = 2000;

/**
 * Deny one or many requests, with a reason the agent sees (and the model reads, so that it can
 * change course rather than retry the same thing).
 */
export function DenyDialog(props: {
  count: number;
  /** One of the requests is the Cline CLI's, where a denial ends the whole run. */
  endsRun: boolean;
  onDeny: (reason: string) => void;
  onClose: () => void;
}) {
  const { t, rich } = useI18n();
  const id = useId();
  const [reason, setReason] = useState('');
  const tooLong = reason.length > REASON_MAX;
  return (
    <Dialog
      title={t('approvals.denyDialog.title', { count: props.count })}
      description={
        <>
          <p>{t('approvals.denyDialog.description')}</p>
          {props.endsRun ? (
            <p className="approval-ends-run" data-testid="approval-deny-ends-run">
              {t('approvals.denyDialog.endsRun')}
            </p>
          ) : null}
        </>
      }
      onClose={props.onClose}
      onSubmit={() => {
        if (!tooLong) props.onDeny(reason.trim());
      }}
      testId="approval-deny-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={props.onClose}>
            {t('action.cancel')}
          </button>
          <button
            type="submit"
            className="button danger"
            data-testid="approval-deny-submit"
            aria-disabled={tooLong}
          >
            <Icon name="x-circle" />
            {t('approvals.denyDialog.submit')}
          </button>
        </>
      }
    >
      <div className="field">
        <label className="field-label" htmlFor={id}>
          {t('approvals.denyDialog.reason')}
        </label>
        <textarea
          id={id}
          className="input approval-reason"
          data-testid="approval-deny-reason"
          data-autofocus
          rows={3}
          value={reason}
          placeholder={t('approvals.denyDialog.placeholder')}
          aria-invalid={tooLong}
          aria-describedby={tooLong ? `${id}-error` : undefined}
          onChange={(event) => setReason(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends, as in a chat box; Shift+Enter starts a new line.
            if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }}
        />
        {tooLong ? (
          <p id={`${id}-error`} className="field-error">
            {t('approvals.denyDialog.tooLong', { max: REASON_MAX })}
          </p>
        ) : (
          <p className="field-hint">
            <RichText segments={rich('approvals.denyDialog.keys', {})} />
          </p>
        )}
      </div>
    </Dialog>
  );
}
