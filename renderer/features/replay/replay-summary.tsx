import type { ReplayCase } from '../../../shared/schemas/replay';
import { useI18n } from '../../i18n/i18n-context';

/** "12 same · 3 differ", plus a note when the run was cancelled before it finished. */
export function ReplaySummary(props: { cases: readonly ReplayCase[]; cancelled: boolean }) {
  const { t } = useI18n();
  const differ = props.cases.filter((item) => item.differs.length > 0).length;
  const same = props.cases.length - differ;
  return (
    <p
      className="replay-summary"
      role="status"
      data-testid="replay-summary"
      data-same={same}
      data-differ={differ}
    >
      <span className="replay-count same">{t('replay.summary.same', { count: same })}</span>
      <span className="replay-count differs">{t('replay.summary.differ', { count: differ })}</span>
      {props.cancelled ? (
        <span className="replay-muted">{t('replay.summary.cancelled')}</span>
      ) : null}
    </p>
  );
}
