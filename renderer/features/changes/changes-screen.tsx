import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { ErrorNotice } from '../../components/error-notice';
import { MAIN_TITLE_ID } from '../../components/focus';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { ChangeList } from './change-list';
import { TrashList } from './trash-list';

/**
 * "Changes": every change Hookyard made to hook files, newest first, each restorable (a restore
 * is a change too, so it can be taken back the same way), and the trash of deleted hooks. Not
 * tied to the scope on screen: the history covers every scope.
 */
export function ChangesScreen() {
  const { t } = useI18n();
  const state = useAppStore(
    useShallow((s) => ({
      changesStatus: s.changes.status,
      changesError: s.changes.error,
      trashStatus: s.changes.trashStatus,
      trashError: s.changes.trashError,
      loadChanges: s.changes.load,
      loadTrash: s.changes.loadTrash,
    })),
  );
  const { loadChanges, loadTrash } = state;
  useEffect(() => {
    void loadChanges();
    void loadTrash();
  }, [loadChanges, loadTrash]);
  return (
    <main className="main changes-screen" aria-busy={state.changesStatus === 'loading'}>
      <header className="main-header">
        <div className="main-title-block">
          <p className="kicker">{t('changes.kicker')}</p>
          <h1 id={MAIN_TITLE_ID} className="main-title" tabIndex={-1} data-testid="changes-title">
            {t('changes.title')}
          </h1>
          <p className="main-subtitle">{t('changes.intro')}</p>
        </div>
      </header>
      <div className="changes-body">
        <section className="changes-section" aria-labelledby="changes-history">
          <h2 id="changes-history" className="section-title">
            {t('changes.history')}
          </h2>
          {state.changesError ? (
            <ErrorNotice
              compact
              title={t('changes.loadFailed')}
              error={state.changesError}
              onRetry={() => void loadChanges()}
            />
          ) : null}
          {state.changesStatus === 'ready' ? <ChangeList /> : null}
        </section>
        <section className="changes-section" aria-labelledby="changes-trash">
          <h2 id="changes-trash" className="section-title">
            {t('trash.title')}
          </h2>
          {state.trashError ? (
            <ErrorNotice
              compact
              title={t('trash.loadFailed')}
              error={state.trashError}
              onRetry={() => void loadTrash()}
            />
          ) : null}
          {state.trashStatus === 'ready' ? <TrashList /> : null}
        </section>
      </div>
    </main>
  );
}
