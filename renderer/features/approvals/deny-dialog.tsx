import { useId, useState } from 'react';

import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';

/** The longest reason the contract takes (ApprovalDecisionInput.reason). */
export const REASON_MAX = 2000;

/**
 * Deny one or many requests, with a reason the agent sees (and the model reads, so that it can
 * change course rather than retry the same thing).
 */
export function DenyDialog(props: {
  count: number;
  onDeny: (reason: string) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [reason, setReason] = useState('');
  const tooLong = reason.length > REASON_MAX;
  return (
    <Dialog
      title={t('approvals.denyDialog.title', { count: props.count })}
      description={t('approvals.denyDialog.description')}
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
        />
        {tooLong ? (
          <p id={`${id}-error`} className="field-error">
            {t('approvals.denyDialog.tooLong', { max: REASON_MAX })}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
