import type { ReplayCase } from '../../../shared/schemas/replay';
import { handleArrowNavigation } from '../../components/arrow-navigation';
import { Icon, type IconName } from '../../components/icon';
import type { MessageKey } from '../../i18n/catalogue-en';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/translator';
import { recordedAtOf } from './model/audit-id-time';
import { comparisonOf, type CaseComparison } from './model/case-comparison';
import { VerdictBadge } from './verdict-badge';

/** How a row marks its comparison, in an icon and in words. */
const MARK: Record<CaseComparison, { icon: IconName; label: MessageKey }> = {
  same: { icon: 'check', label: msg('replay.same') },
  differs: { icon: 'alert', label: msg('replay.differs') },
  'no-then': { icon: 'minus-circle', label: msg('replay.noThen') },
};

/**
 * The replayed cases, one button each: event and tool, the verdict then → now, and whether
 * anything differs (in words and an icon). Arrow keys move between them; the selected one is
 * marked `aria-current`.
 */
export function ReplayCaseList(props: {
  cases: readonly ReplayCase[];
  selectedId: string | null;
  onSelect: (entryId: string) => void;
  label: string;
  testId: string;
}) {
  const { t, formatTime, formatDateTime } = useI18n();
  return (
    <ol
      className="replay-case-list"
      aria-label={props.label}
      data-testid={props.testId}
      onKeyDown={handleArrowNavigation}
    >
      {props.cases.map((item) => {
        const comparison = comparisonOf(item);
        const mark = MARK[comparison];
        const recorded = recordedAtOf(item.entryId);
        return (
          <li key={item.entryId}>
            <button
              type="button"
              className="replay-case-row"
              data-nav-item
              data-testid="replay-case-row"
              data-entry-id={item.entryId}
              data-differs={comparison === 'differs'}
              data-comparison={comparison}
              data-fields={item.differs.join(' ')}
              aria-current={item.entryId === props.selectedId ? 'true' : undefined}
              onClick={() => props.onSelect(item.entryId)}
            >
              <span className={`replay-mark ${comparison}`}>
                <Icon name={mark.icon} />
                {t(mark.label)}
              </span>
              <span className="replay-case-what">
                {recorded ? (
                  <time
                    className="replay-muted"
                    dateTime={recorded}
                    title={formatDateTime(recorded)}
                  >
                    {formatTime(recorded)}
                  </time>
                ) : null}
                <code>{item.event}</code>
                {item.toolName ? <code>{item.toolName}</code> : null}
                {item.translated ? (
                  <span className="replay-translated" data-testid="replay-translated">
                    {t('replay.translated')}
                  </span>
                ) : null}
              </span>
              <span className="replay-case-verdicts">
                {item.then ? (
                  <VerdictBadge kind={item.then.verdictKind} />
                ) : (
                  <span className="replay-none">{t('replay.notRecorded')}</span>
                )}
                <span aria-label={t('replay.thenToNow')} role="img">
                  →
                </span>
                <VerdictBadge kind={item.now.verdictKind} />
              </span>
            </button>
          </li>
        );
      })}
    </ol>
  );
}
