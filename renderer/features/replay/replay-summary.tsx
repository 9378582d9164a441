import type { ReplayCase } from '../../../shared/schemas/replay';
import { useI18n } from '../../i18n/i18n-context';
import { comparisonOf } from './model/case-comparison';

/**
 * "12 same · 3 differ · 1 with no earlier answer", plus a note when the run was cancelled before
 * it finished. A case with nothing known about then is counted apart, never as the same.
 */
export function ReplaySummary(props: { cases: readonly ReplayCase[]; cancelled: boolean }) {
  const { t } = useI18n();
  const count = (kind: string) => props.cases.filter((item) => comparisonOf(item) === kind).length;
  const same = count('same');
  const differ = count('differs');
  const noThen = count('no-then');
  return (
    <p
      className="replay-summary"
      role="status"
      data-testid="replay-summary"
      data-same={same}
      data-differ={differ}
      data-no-then={noThen}
    >
      <span className="replay-count same">{t('replay.summary.same', { count: same })}</span>
      <span className="replay-count differs">{t('replay.summary.differ', { count: differ })}</span>
      {noThen > 0 ? (
        <span className="replay-count no-then">
          {t('replay.summary.noThen', { count: noThen })}
        </span>
      ) : null}
      {props.cancelled ? (
        <span className="replay-muted">{t('replay.summary.cancelled')}</span>
      ) : null}
    </p>
  );
}
