import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { MAIN_TITLE_ID } from '../../components/focus';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { ApprovalList } from './approval-list';
import { ApprovalRules } from './approval-rules';
import { ApprovalSetup } from './approval-setup';
import { ApprovalsNotice } from './approvals-notice';

const VIEWS = ['pending', 'rules', 'setup'] as const;
type View = (typeof VIEWS)[number];

function PendingView() {
  const { t } = useI18n();
  const { status, error, count, load } = useAppStore(
    useShallow((state) => ({
      status: state.approvals.status,
      error: state.approvals.error,
      count: state.approvals.pending.length,
      load: state.approvals.load,
    })),
  );
  if (status === 'error' && error) {
    return (
      <ErrorNotice
        title={t('approvals.loadFailed')}
        error={error}
        onRetry={() => void load()}
        testId="approvals-error"
      />
    );
  }
  if (status !== 'ready') {
    return (
      <p className="field-hint" role="status">
        {t('approvals.loading')}
      </p>
    );
  }
  return (
    <>
      <ApprovalsNotice />
      {count === 0 ? (
        <EmptyState icon="shield-check" title={t('approvals.empty.title')} testId="approvals-empty">
          {t('approvals.empty.body')}
        </EmptyState>
      ) : (
        <ApprovalList />
      )}
    </>
  );
}

/**
 * The approvals inbox: every request waiting for the user, from every session of both agents,
 * live; and the rules that decide the others. Not tied to the scope on screen.
 */
export function ApprovalsScreen() {
  const { t } = useI18n();
  const ids = useId();
  const [view, setView] = useState<View>('pending');
  const load = useAppStore((state) => state.approvals.load);
  // A request asked to be shown: it is in the pending view, whichever view is open.
  const focusId = useAppStore((state) => state.approvals.focusId);
  useEffect(() => {
    if (focusId) setView('pending');
  }, [focusId]);
  // Fetching, not deriving: the list as it is now; `approvals:changed` keeps it current.
  useEffect(() => {
    void load();
  }, [load]);
  const onTabKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const step = event.key === 'ArrowRight' ? 1 : VIEWS.length - 1;
    const next = VIEWS[(VIEWS.indexOf(view) + step) % VIEWS.length] as View;
    setView(next);
    document.getElementById(`${ids}-tab-${next}`)?.focus();
  };
  const label: Record<View, string> = {
    pending: t('approvals.tab.pending'),
    rules: t('approvals.tab.rules'),
    setup: t('approvals.tab.setup'),
  };
  return (
    <main className="main approvals-screen" data-testid="approvals-screen">
      <header className="main-header">
        <div className="main-title-block">
          <p className="kicker">{t('approvals.kicker')}</p>
          <h1 id={MAIN_TITLE_ID} className="main-title" tabIndex={-1} data-testid="approvals-title">
            {t('approvals.title')}
          </h1>
          <p className="main-subtitle">{t('approvals.intro')}</p>
        </div>
      </header>
      <div
        className="approvals-tabs"
        role="tablist"
        aria-label={t('approvals.tabs')}
        onKeyDown={onTabKey}
      >
        {VIEWS.map((each) => (
          <button
            key={each}
            type="button"
            role="tab"
            id={`${ids}-tab-${each}`}
            className="approvals-tab"
            data-testid={`approvals-tab-${each}`}
            aria-selected={view === each}
            aria-controls={`${ids}-panel`}
            tabIndex={view === each ? 0 : -1}
            onClick={() => setView(each)}
          >
            {label[each]}
          </button>
        ))}
      </div>
      <div
        className="approvals-body"
        role="tabpanel"
        id={`${ids}-panel`}
        aria-labelledby={`${ids}-tab-${view}`}
      >
        {view === 'pending' ? <PendingView /> : null}
        {view === 'rules' ? <ApprovalRules /> : null}
        {view === 'setup' ? <ApprovalSetup /> : null}
      </div>
    </main>
  );
}
