import { useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { HistoryIdSchema } from '../../../shared/schemas/history';
import type { ReplayCase } from '../../../shared/schemas/replay';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { selectVisibleWorkspace } from '../../store/selectors';
import { useAppStore } from '../../store/store-context';
import { verdictLabel } from './replay-labels';

/** The suite a case goes to unless the user names another (`.hookyard/tests/regressions.json`). */
const DEFAULT_SUITE = 'regressions';
const SUITE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/**
 * "Save as regression case": the replayed entry's payload and the verdict it should keep, into a
 * suite of a registered workspace. The expected verdict is the one replayed now unless the user
 * picks the recorded one. Cases of a suite run are saved already and get no form.
 */
export function SaveCaseForm({ item }: { item: ReplayCase }) {
  const { t } = useI18n();
  const id = useId();
  const { workspaces, visible, save, saveCase } = useAppStore(
    useShallow((state) => ({
      workspaces: state.workspaces.list,
      visible: selectVisibleWorkspace(state),
      save: state.replay.lastSave?.entryId === item.entryId ? state.replay.lastSave : null,
      saveCase: state.replay.saveCase,
    })),
  );
  const [picked, setWorkspace] = useState<string | null>(null);
  const [suite, setSuite] = useState(DEFAULT_SUITE);
  const [expected, setExpected] = useState(item.now.verdictKind);
  if (!HistoryIdSchema.safeParse(item.entryId).success) return null;
  if (workspaces.length === 0) {
    return <p className="replay-muted">{t('replay.save.noWorkspace')}</p>;
  }
  // Until the user picks one: the workspace on screen (which may be added after this mounted).
  const workspace = picked ?? visible?.roots[0] ?? workspaces[0]?.roots[0] ?? '';
  const verdicts = [...new Set([item.now.verdictKind, item.then?.verdictKind].filter(Boolean))];
  const validName = SUITE_NAME.test(suite);
  const verdictText = (kind: string) => {
    const label = verdictLabel(kind);
    return label ? t(label) : kind;
  };
  return (
    <form
      className="replay-save"
      data-testid="replay-save"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        if (validName && workspace)
          void saveCase({ workspace, suite, entryId: item.entryId, expected });
      }}
    >
      <h3 id={`${id}-title`} className="detail-section-title">
        {t('replay.save.title')}
      </h3>
      <div className="replay-save-fields">
        <label className="field">
          <span className="field-label">{t('replay.save.workspace')}</span>
          <select
            className="select"
            value={workspace}
            data-testid="replay-save-workspace"
            onChange={(event) => setWorkspace(event.target.value)}
          >
            {workspaces.map((item) => (
              <option key={item.id} value={item.roots[0]}>
                {item.name}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span className="field-label">{t('replay.save.suite')}</span>
          <input
            className="input"
            value={suite}
            data-testid="replay-save-suite"
            aria-invalid={!validName}
            aria-describedby={`${id}-hint`}
            onChange={(event) => setSuite(event.target.value)}
          />
        </label>
        <label className="field">
          <span className="field-label">{t('replay.save.expected')}</span>
          <select
            className="select"
            value={expected}
            data-testid="replay-save-expected"
            onChange={(event) => setExpected(event.target.value)}
          >
            {verdicts.map((kind) => (
              <option key={kind} value={kind}>
                {verdictText(kind as string)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="submit"
          className="button"
          data-testid="replay-save-submit"
          disabled={!validName || save?.status === 'saving'}
        >
          <Icon name="check" />
          {t('replay.save.submit')}
        </button>
      </div>
      <p id={`${id}-hint`} className="replay-muted">
        {validName ? t('replay.save.hint', { suite }) : t('replay.save.badName')}
      </p>
      {save?.status === 'saved' && save.file ? (
        <p className="replay-saved" role="status" data-testid="replay-saved">
          <Icon name="check-circle" />
          {t('replay.save.saved')} <code className="wrap">{save.file}</code>
        </p>
      ) : null}
      {save?.status === 'failed' && save.error ? (
        <ErrorNotice compact title={t('replay.save.failed')} error={save.error} />
      ) : null}
    </form>
  );
}
