import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { MAX_PATH_CHARS } from '../../../shared/contract/limits';
import type { AppError } from '../../../shared/result';
import { Dialog } from '../../components/dialog';
import { ErrorNotice } from '../../components/error-notice';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { RootFields } from './root-fields';
import { expandHome, isAbsolutePath } from './workspace-path';

/**
 * Asks for one folder path or several (a multi-root workspace; browser mode has no native picker)
 * and shows the service's verdict.
 */
export function AddWorkspaceDialog() {
  const { t, locale } = useI18n();
  const { home, addWorkspace, setOpen } = useAppStore(
    useShallow((state) => ({
      home: state.appInfo?.home ?? null,
      addWorkspace: state.workspaces.add,
      setOpen: state.setAddWorkspaceOpen,
    })),
  );
  const [paths, setPaths] = useState(['']);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [serverError, setServerError] = useState<AppError | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const roots = paths.map((path) => expandHome(path, home));
    setServerError(null);
    if (roots.some((root) => root === '')) return setProblem(t('addWorkspace.errorEmpty'));
    // Said before sending, in words: the contract would refuse it as an invalid request.
    const tooLong = roots.find((root) => root.length > MAX_PATH_CHARS);
    if (tooLong !== undefined) {
      const count = (value: number) => value.toLocaleString(locale);
      return setProblem(
        t('addWorkspace.errorTooLong', {
          length: count(tooLong.length),
          limit: count(MAX_PATH_CHARS),
        }),
      );
    }
    if (!roots.every(isAbsolutePath)) return setProblem(t('addWorkspace.errorRelative'));
    setProblem(null);
    setBusy(true);
    const result = await addWorkspace({ roots, name: name.trim() || undefined });
    setBusy(false);
    if (result.ok) setOpen(false);
    else setServerError(result.error);
  };

  return (
    <Dialog
      title={t('addWorkspace.title')}
      description={t('addWorkspace.description')}
      onClose={() => setOpen(false)}
      onSubmit={() => void submit()}
      testId="add-workspace-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={() => setOpen(false)}>
            {t('action.cancel')}
          </button>
          <button
            type="submit"
            className="button primary"
            disabled={busy}
            data-testid="add-workspace-submit"
          >
            {busy ? t('addWorkspace.adding') : t('addWorkspace.submit')}
          </button>
        </>
      }
    >
      <RootFields
        paths={paths}
        onChange={setPaths}
        invalid={problem !== null || serverError !== null}
      />
      {problem ? (
        <p
          id="add-workspace-problem"
          className="field-error"
          role="alert"
          data-testid="add-workspace-error"
        >
          {problem}
        </p>
      ) : null}
      <label className="field">
        <span className="field-label">{t('addWorkspace.nameLabel')}</span>
        <input
          className="input"
          data-testid="add-workspace-name"
          value={name}
          onChange={(event) => setName(event.target.value)}
          placeholder={t('addWorkspace.namePlaceholder')}
          autoComplete="off"
        />
      </label>
      {serverError ? (
        <ErrorNotice
          compact
          title={t('addWorkspace.failed')}
          error={serverError}
          testId="add-workspace-error"
        />
      ) : null}
    </Dialog>
  );
}
