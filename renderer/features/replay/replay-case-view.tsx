import { useCallback, type ReactNode } from 'react';

import { CloseButton } from '../../components/close-button';
import type { ReplayCase } from '../../../shared/schemas/replay';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { DiffView } from '../manage/diff-view';
import { ReplayCompareTable, type SideLabels } from './replay-compare-table';
import { recordedAtOf } from './model/audit-id-time';
import { comparisonOf } from './model/case-comparison';
import {} from './replay-labels';
import { RecordedPayload } from './recorded-payload';
import { TranslatedMark } from './translated-mark';

/**
 * One replayed case in full: what it is, then and now side by side with what differs marked, a
 * line diff of each output stream that changed, and whatever `children` the caller adds (saving
 * it as a regression case). Focus moves here when it mounts (render it keyed by entry id).
 */
export function ReplayCaseView(props: {
  item: ReplayCase;
  onClose: () => void;
  sides?: SideLabels;
  children?: ReactNode;
}) {
  const { t, formatList, formatDateTime } = useI18n();
  const { item } = props;
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  const then = item.then;
  const recorded = recordedAtOf(item.entryId);
  const sides = {
    from: props.sides?.then ?? t('replay.then'),
    to: props.sides?.now ?? t('replay.now'),
  };
  const outputDiffers = item.differs.includes('output') && then !== null;
  const differs = item.differs.map((field) => ({
    text: t(`replay.field.${field}` as const),
    code: false,
  }));
  return (
    <section
      className="detail replay-case"
      data-testid="replay-case"
      data-entry-id={item.entryId}
      data-differs={item.differs.join(' ')}
      data-comparison={comparisonOf(item)}
      aria-label={t('replay.case')}
      tabIndex={-1}
      ref={focusOnMount}
    >
      <header className="detail-header">
        <div className="detail-heading">
          <p className="detail-kicker">
            {t(AGENT_LABEL[item.agent])}
            {item.translated ? <TranslatedMark item={item} /> : null}
          </p>
          <h2 className="detail-title">
            <code>{item.event}</code>
            {item.toolName ? <code className="history-detail-tool">{item.toolName}</code> : null}
          </h2>
        </div>
        <CloseButton
          label={t('replay.case.close')}
          testId="replay-case-close"
          onClick={props.onClose}
        />
      </header>
      {recorded ? (
        <p className="replay-muted">
          {t('replay.case.recordedAt', { time: formatDateTime(recorded) })}
        </p>
      ) : null}
      <p className="replay-case-verdict" data-testid="replay-case-summary">
        {then === null
          ? t('replay.case.noThen')
          : item.differs.length === 0
            ? t('replay.case.same')
            : t('replay.case.differs', {
                fields: formatList(differs)
                  .map((part) => part.text)
                  .join(''),
              })}
      </p>
      {then === null ? <p className="replay-muted">{t('replay.case.noThenWhy')}</p> : null}
      <ReplayCompareTable item={item} sides={props.sides} />
      {outputDiffers && then.stdout !== item.now.stdout ? (
        <DiffView
          before={then.stdout}
          after={item.now.stdout}
          label={t('replay.diff.stdout', sides)}
          testId="replay-stdout-diff"
        />
      ) : null}
      {outputDiffers && then.stderr !== item.now.stderr ? (
        <DiffView
          before={then.stderr}
          after={item.now.stderr}
          label={t('replay.diff.stderr', sides)}
          testId="replay-stderr-diff"
        />
      ) : null}
      {item.hookIds.length > 0 ? (
        <p className="replay-muted">{t('replay.case.hooks', { count: item.hookIds.length })}</p>
      ) : null}
      <RecordedPayload entryId={item.entryId} />
      {props.children}
    </section>
  );
}
