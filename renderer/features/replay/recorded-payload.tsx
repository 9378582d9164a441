import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { LongText } from '../../components/long-text';

/**
 * The payload the agent sent when the case's entry was recorded (fetched when the case opened):
 * what the call was, which the side-by-side table does not say.
 */
export function RecordedPayload({ entryId }: { entryId: string }) {
  const { t } = useI18n();
  const recorded = useAppStore((state) =>
    state.replay.recorded?.id === entryId ? state.replay.recorded : null,
  );
  if (!recorded?.entry) return null;
  return (
    <section className="detail-section">
      <h3 className="detail-section-title">{t('replay.case.payload')}</h3>
      <pre className="detail-raw replay-pre" data-testid="replay-payload" tabIndex={0}>
        <LongText text={JSON.stringify(recorded.entry.payload, null, 2)} />
      </pre>
    </section>
  );
}
