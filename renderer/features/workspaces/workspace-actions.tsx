import { useState } from 'react';

import type { AppError } from '../../../shared/result';
import type { Workspace } from '../../../shared/schemas/workspace';
import { Dialog } from '../../components/dialog';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';

function RemoveWorkspaceDialog({
  workspace,
  onClose,
}: {
  workspace: Workspace;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const removeWorkspace = useAppStore((state) => state.workspaces.remove);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const remove = async () => {
    setBusy(true);
    const result = await removeWorkspace(workspace.id);
    setBusy(false);
    if (result.ok) onClose();
    else setError(result.error);
  };
  return (
    <Dialog
      title={t('removeWorkspace.title', { name: workspace.name })}
      description={t('removeWorkspace.description')}
      onClose={onClose}
      onSubmit={() => void remove()}
      testId="remove-workspace-dialog"
      footer={
        <>
          {/* Focus starts on the harmless choice. */}
          <button type="button" className="button" onClick={onClose} data-autofocus>
            {t('action.cancel')}
          </button>
          <button
            type="submit"
            className="button danger"
            disabled={busy}
            data-testid="remove-workspace-confirm"
          >
            {t('removeWorkspace.confirm')}
          </button>
        </>
      }
    >
      {error ? <ErrorNotice compact title={t('removeWorkspace.failed')} error={error} /> : null}
    </Dialog>
  );
}

/**
 * Trust switch and removal for the workspace on screen; both report failures inline. Turning
 * trust on opens the review of the project hooks (trusting them all trusts the workspace);
 * turning it off forgets what was trusted.
 */
export function WorkspaceActions({ workspace }: { workspace: Workspace }) {
  const { t } = useI18n();
  const setTrusted = useAppStore((state) => state.workspaces.setTrusted);
  const openManageDialog = useAppStore((state) => state.manage.openDialog);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const toggleTrust = async () => {
    if (!workspace.trusted) {
      setError(null);
      openManageDialog('trust-review');
      return;
    }
    const result = await setTrusted(workspace.id, false);
    setError(result.ok ? null : result.error);
  };
  return (
    <div className="workspace-actions">
      <button
        type="button"
        role="switch"
        aria-checked={workspace.trusted}
        className={workspace.trusted ? 'switch on' : 'switch'}
        data-testid="workspace-trust"
        title={t('workspace.trustHint')}
        onClick={() => void toggleTrust()}
      >
        <span className="switch-track" aria-hidden="true">
          <span className="switch-thumb" />
        </span>
        {workspace.trusted ? t('workspace.trusted') : t('workspace.untrusted')}
      </button>
      <button
        type="button"
        className="icon-button"
        aria-label={t('removeWorkspace.open', { name: workspace.name })}
        title={t('removeWorkspace.open', { name: workspace.name })}
        data-testid="remove-workspace"
        onClick={() => setConfirming(true)}
      >
        <Icon name="trash" />
      </button>
      {error ? <ErrorNotice compact title={t('workspace.trustFailed')} error={error} /> : null}
      {confirming ? (
        <RemoveWorkspaceDialog workspace={workspace} onClose={() => setConfirming(false)} />
      ) : null}
    </div>
  );
}
