import type { ReplayConsentReason } from '../../../shared/schemas/replay';
import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';

/**
 * Asks before a replay runs code the user has not vouched for: each reason the service gave (an
 * untrusted hook, a destructive tool) with its detail. "Run anyway" resends with consent.
 */
export function ConsentDialog(props: {
  reasons: readonly ReplayConsentReason[];
  onRun: () => void;
  onDecline: () => void;
}) {
  const { t, coded } = useI18n();
  return (
    <Dialog
      title={t('replay.consent.title')}
      description={t('replay.consent.body')}
      onClose={props.onDecline}
      onSubmit={props.onRun}
      testId="replay-consent"
      footer={
        <>
          <button type="button" className="button" data-autofocus onClick={props.onDecline}>
            {t('action.cancel')}
          </button>
          <button type="submit" className="button danger" data-testid="replay-consent-run">
            {t('replay.consent.run')}
          </button>
        </>
      }
    >
      <ul className="replay-consent-reasons">
        {props.reasons.map((reason, index) => (
          <li key={index} data-testid="replay-consent-reason" data-code={reason.code}>
            <Icon name="shield-alert" />
            <span>
              <span className="replay-consent-kind">
                {t(`replay.consent.${reason.code}` as const)}
              </span>
              <span className="wrap">
                <RichText segments={coded(reason.detail)} />
              </span>
            </span>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
