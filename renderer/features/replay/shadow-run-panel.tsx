import { useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import {
  EMPTY_HISTORY_FILTER,
  HISTORY_RANGES,
  toAuditFilter,
  type HistoryRange,
} from '../history/state/history-filter';
import { selectShadowCase } from './state/replay-shadow';
import { useAppStore } from '../../store/store-context';
import {} from '../history/history-labels';
import { JobStatus } from './job-status';
import { ReplayCaseList } from './replay-case-list';
import { ReplayCaseView } from './replay-case-view';

/** The range a shadow run replays: a time range, an event and a workspace (empty: any). */
interface ShadowRange {
  range: HistoryRange;
  event: string;
  workspace: string;
}

/**
 * The editor's shadow run: the draft (unsaved text included) replayed in place of the hook
 * against a range of the history, nothing saved or changed. It reports how many verdicts agree
 * and disagree with what was recorded, and opens each disagreement side by side.
 */
export function ShadowRunPanel(props: {
  hookId: string;
  event: string | null;
  /** The workspace of the editor's scope; the range starts in it. */
  workspaceId: string | null;
  draft: () => string;
  onBack: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const { workspaces, run, selected, runShadow, cancel, consent, decline, select, closeShadow } =
    useAppStore(
      useShallow((state) => ({
        workspaces: state.workspaces.list,
        run: state.replay.shadow?.hookId === props.hookId ? state.replay.shadow : null,
        selected: selectShadowCase(state),
        runShadow: state.replay.runShadow,
        cancel: state.replay.cancelShadow,
        consent: state.replay.consentToShadow,
        decline: state.replay.declineShadow,
        select: state.replay.selectShadowCase,
        closeShadow: state.replay.closeShadow,
      })),
    );
  const [range, setRange] = useState<ShadowRange>(() => ({
    range: 'week',
    event: props.event ?? '',
    workspace: workspaces.find((item) => item.id === props.workspaceId)?.roots[0] ?? '',
  }));
  // A shadow run belongs to the open editor: leaving it stops and forgets the run.
  useEffect(() => closeShadow, [closeShadow]);
  const start = () => {
    const filter = toAuditFilter(
      { ...EMPTY_HISTORY_FILTER, range: range.range, event: range.event },
      range.workspace || null,
      Date.now(),
    );
    void runShadow({ hookId: props.hookId, filter, draft: props.draft() });
  };
  const result = run?.job.value ?? null;
  const busy = run?.job.status === 'running';
  return (
    <section className="shadow-panel" data-testid="shadow-panel" aria-labelledby={`${id}-title`}>
      <header className="shadow-head">
        <h3 id={`${id}-title`} className="replay-section-title">
          {t('shadow.title')}
        </h3>
        <button
          type="button"
          className="button small"
          data-testid="shadow-back"
          onClick={props.onBack}
        >
          <Icon name="pencil" />
          {t('shadow.back')}
        </button>
      </header>
      <p className="replay-muted">{t('shadow.intro')}</p>
      <form
        className="shadow-range"
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <label className="field">
          <span className="field-label">{t('history.filter.range')}</span>
          <select
            className="select"
            data-testid="shadow-range"
            value={range.range}
            onChange={(event) => setRange({ ...range, range: event.target.value as HistoryRange })}
          >
            {HISTORY_RANGES.map((value) => (
              <option key={value} value={value}>
                {t(`history.range.${value}` as const)}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">{t('history.filter.event')}</span>
          <input
            className="input"
            data-testid="shadow-event"
            placeholder={t('history.filter.anyEvent')}
            value={range.event}
            onChange={(event) => setRange({ ...range, event: event.target.value })}
          />
        </label>
        <label className="field">
          <span className="field-label">{t('shadow.workspace')}</span>
          <select
            className="select"
            data-testid="shadow-workspace"
            value={range.workspace}
            onChange={(event) => setRange({ ...range, workspace: event.target.value })}
          >
            <option value="">{t('shadow.anyWorkspace')}</option>
            {workspaces.map((workspace) => (
              <option key={workspace.id} value={workspace.roots[0]}>
                {workspace.name}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button primary" data-testid="shadow-run" disabled={busy}>
          <Icon name="play" />
          {t('shadow.run')}
        </button>
      </form>
      {run ? (
        <JobStatus
          job={run.job}
          onCancel={() => void cancel()}
          onConsent={() => void consent()}
          onDecline={decline}
          onRetry={start}
        />
      ) : null}
      {result ? (
        <>
          <p
            className="replay-summary"
            role="status"
            data-testid="shadow-summary"
            data-agree={result.agree}
            data-disagree={result.disagree}
          >
            <span className="replay-count same">{t('shadow.agree', { count: result.agree })}</span>
            <span className="replay-count differs">
              {t('shadow.disagree', { count: result.disagree })}
            </span>
            <span className="replay-muted">
              {t('shadow.skipped', { count: result.skipped, total: result.total })}
            </span>
          </p>
          {result.differences.length > 0 ? (
            <div className="shadow-differences">
              <ReplayCaseList
                cases={result.differences}
                selectedId={selected?.entryId ?? null}
                onSelect={select}
                label={t('shadow.differences')}
                testId="shadow-differences"
              />
              {selected ? (
                <ReplayCaseView
                  key={selected.entryId}
                  item={selected}
                  sides={{ then: t('shadow.saved'), now: t('shadow.draft') }}
                  onClose={() => select(null)}
                />
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
