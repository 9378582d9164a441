import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { useCommandSource } from '../../commands/commands-context';
import { EmptyState } from '../../components/empty-state';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { HISTORY_SCREEN } from '../history/state/history-slice';
import { selectReplayCase, type ReplayRun } from './state/replay-slice';
import { useAppStore } from '../../store/store-context';
import { ScopeHeader } from '../bench/scope-header';
import { JobStatus } from './job-status';
import { replayCommands } from './replay-commands';
import { ReplayCaseList } from './replay-case-list';
import { ReplayCaseView } from './replay-case-view';
import { ReplaySummary } from './replay-summary';
import { ReplayToolbar } from './replay-toolbar';
import { SaveCaseForm } from './save-case-form';
import { SuitesPanel } from './suites-panel';

function ReplayResults({ run }: { run: ReplayRun }) {
  const { t } = useI18n();
  const [onlyDiffering, setOnlyDiffering] = useState(false);
  const { selected, select, cancel, consent, decline, rerun } = useAppStore(
    useShallow((state) => ({
      selected: selectReplayCase(state),
      select: state.replay.selectCase,
      cancel: state.replay.cancel,
      consent: state.replay.consent,
      decline: state.replay.decline,
      rerun: state.replay.rerun,
    })),
  );
  const cases = run.job.value;
  const shown = cases && onlyDiffering ? cases.filter((item) => item.differs.length > 0) : cases;
  return (
    <>
      <JobStatus
        job={run.job}
        onCancel={() => void cancel()}
        onConsent={() => void consent()}
        onDecline={decline}
        onRetry={() => void rerun()}
      />
      {cases ? (
        <div className="replay-results-head">
          <ReplaySummary cases={cases} cancelled={run.job.status === 'cancelled'} />
          <label className="replay-check">
            <input
              type="checkbox"
              checked={onlyDiffering}
              data-testid="replay-only-differing"
              onChange={(event) => setOnlyDiffering(event.target.checked)}
            />
            {t('replay.onlyDiffering')}
          </label>
        </div>
      ) : null}
      {cases && cases.length === 0 ? (
        <EmptyState icon="search" title={t('replay.noCases.title')} testId="replay-no-cases">
          {t('replay.noCases.body')}
        </EmptyState>
      ) : null}
      {shown && shown.length > 0 ? (
        <div className={selected ? 'main-body with-detail' : 'main-body'}>
          <div className="replay-list-pane">
            <ReplayCaseList
              cases={shown}
              selectedId={selected?.entryId ?? null}
              onSelect={select}
              label={t('replay.cases')}
              testId="replay-cases"
            />
          </div>
          {selected ? (
            <ReplayCaseView
              key={selected.entryId}
              item={selected}
              sides={
                run.origin.kind === 'suite'
                  ? { then: t('replay.expected'), now: t('replay.now') }
                  : undefined
              }
              onClose={() => select(null)}
            >
              <SaveCaseForm item={selected} />
            </ReplayCaseView>
          ) : null}
        </div>
      ) : null}
    </>
  );
}

/**
 * The replay view: recorded events re-run against the hooks as they are now, then and now side by
 * side, and the workspace's regression suites. Replays start from the history (an entry, or the
 * filtered set) or from a suite's Run button.
 */
export function ReplayScreen() {
  const { t } = useI18n();
  useCommandSource(replayCommands);
  const { run, showScreen } = useAppStore(
    useShallow((state) => ({ run: state.replay.run, showScreen: state.showScreen })),
  );
  return (
    <main className="main replay-screen" data-testid="replay-screen">
      <ScopeHeader screen={t('screen.replay')} description={t('replay.intro')} />
      <div className="replay-body">
        <SuitesPanel />
        {run ? (
          <>
            <ReplayToolbar run={run} />
            <ReplayResults run={run} />
          </>
        ) : (
          <EmptyState
            icon="history"
            title={t('replay.empty.title')}
            testId="replay-empty"
            actions={
              <button
                type="button"
                className="button"
                data-testid="replay-open-history"
                onClick={() => showScreen(HISTORY_SCREEN)}
              >
                <Icon name="history" />
                {t('replay.empty.openHistory')}
              </button>
            }
          >
            {t('replay.empty.body')}
          </EmptyState>
        )}
      </div>
    </main>
  );
}
