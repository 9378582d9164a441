import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { AppError } from '../../../shared/result';

import { Dialog } from '../../components/dialog';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { LongText } from '../../components/long-text';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { selectVisibleWorkspace } from '../../store/selectors';
import { useAppStore } from '../../store/store-context';
import { MissingRootsNotice } from '../inventory/missing-roots-notice';
import type { UntrustedHook } from './state/manage-trust';
import { DiffView } from './diff-view';

function ReviewItem(props: { item: UntrustedHook; checked: boolean; onToggle: () => void }) {
  const { t, rich, formatDateTime } = useI18n();
  const { hook, verdict } = props.item;
  const changed = verdict.state === 'untrusted-changed' && verdict.trustedContent !== null;
  return (
    <li
      className="review-item"
      data-testid="review-item"
      data-hook-id={hook.id}
      data-trust={verdict.state}
    >
      <label className="review-item-head">
        <input
          type="checkbox"
          checked={props.checked}
          data-testid="review-select"
          onChange={props.onToggle}
        />
        <span className="review-item-title">
          <code>{hook.event ?? t('hook.noEvent')}</code>
          <span className="review-item-agent">{t(AGENT_LABEL[hook.agent])}</span>
          <span className={`trust-state ${verdict.state}`}>
            {verdict.state === 'untrusted-new' ? t('trust.stateNew') : t('trust.stateChanged')}
          </span>
        </span>
      </label>
      <p className="review-item-path">
        <code>{hook.sourcePath}</code>
      </p>
      {changed && verdict.trustedAt ? (
        <p className="review-item-note">
          <RichText
            segments={rich('trust.changedSince', { date: formatDateTime(verdict.trustedAt) })}
          />
        </p>
      ) : null}
      {changed ? (
        <DiffView
          before={verdict.trustedContent ?? ''}
          after={verdict.content}
          label={t('trust.diffLabel')}
          testId="review-diff"
        />
      ) : (
        <pre className="review-content" data-testid="review-content" tabIndex={0}>
          {/* A script of megabytes held the window for seconds as it was laid out whole: its
              start and end show, and the button between them says how much it leaves out. */}
          <LongText text={verdict.content} />
        </pre>
      )}
    </li>
  );
}

/**
 * The project hooks of the workspace on screen that are new or changed since the user trusted
 * them: each with its content (changed ones as a line diff against what was trusted), chosen
 * with a checkbox; "Trust selected" records their current content as trusted, and trusting the
 * last of them trusts the workspace. An untrusted workspace with nothing to review (no project
 * hook, or all reviewed) is trusted from here too: the switch opens this same review.
 */
export function TrustReviewDialog() {
  const { t, rich } = useI18n();
  const {
    workspace,
    inventory,
    untrusted,
    loading,
    focusId,
    trusting,
    error,
    trustHooks,
    setTrusted,
    close,
  } = useAppStore(
    useShallow((state) => ({
      workspace: selectVisibleWorkspace(state),
      inventory: state.inventory.current,
      untrusted: state.manage.untrusted,
      loading: state.manage.trustStatus === 'loading',
      focusId: state.manage.reviewFocusHookId,
      trusting: state.manage.trusting,
      error: state.manage.trustError,
      trustHooks: state.manage.trustHooks,
      setTrusted: state.workspaces.setTrusted,
      close: state.manage.closeDialog,
    })),
  );
  const [workspaceError, setWorkspaceError] = useState<AppError | null>(null);
  const trustWorkspace = async () => {
    if (!workspace) return;
    const result = await setTrusted(workspace.id, true);
    setWorkspaceError(result.ok ? null : result.error);
  };
  // A folder of it that is gone lists no hook: nothing there can be read, so nothing is trusted.
  const missing =
    inventory?.scope.kind === 'workspace' && inventory.scope.workspaceId === workspace?.id
      ? inventory.missingRoots
      : [];
  // Nothing left to read, and the workspace is not trusted yet: the one thing left is to say so.
  const onlyWorkspace =
    !loading && untrusted.length === 0 && workspace?.trusted === false && missing.length === 0;
  // Opened from a row's marker: that hook's file (both Cline runtimes share one) first; once
  // it is trusted, whatever else is left.
  const [focusPath] = useState(
    () => untrusted.find((item) => item.hook.id === focusId)?.hook.sourcePath ?? null,
  );
  const focused = untrusted.filter((item) => item.hook.sourcePath === focusPath);
  const items = focused.length > 0 ? focused : untrusted;
  const [unchecked, setUnchecked] = useState<ReadonlySet<string>>(new Set());
  const selected = items.filter((item) => !unchecked.has(item.hook.id)).map((item) => item.hook.id);
  const toggle = (id: string) =>
    setUnchecked((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  return (
    <Dialog
      title={t('trust.title', { name: workspace?.name ?? '' })}
      description={<RichText segments={rich('trust.description', {})} />}
      onClose={close}
      onSubmit={() => void (onlyWorkspace ? trustWorkspace() : trustHooks(selected))}
      testId="trust-review-dialog"
      className="wide trust-review-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={close}>
            {items.length === 0 ? t('action.close') : t('action.cancel')}
          </button>
          {onlyWorkspace ? (
            <button
              type="submit"
              className="button primary"
              data-testid="trust-workspace"
              disabled={trusting}
            >
              <Icon name="shield-check" />
              {t('trust.trustWorkspace', { name: workspace?.name ?? '' })}
            </button>
          ) : null}
          {items.length > 0 ? (
            <button
              type="submit"
              className="button primary"
              data-testid="trust-selected"
              disabled={trusting || selected.length === 0}
            >
              <Icon name="shield-check" />
              {t('trust.trustSelected', { count: selected.length })}
            </button>
          ) : null}
        </>
      }
    >
      {error ? <ErrorNotice compact title={t('trust.failed')} error={error} /> : null}
      {workspaceError ? (
        <ErrorNotice compact title={t('workspace.trustFailed')} error={workspaceError} />
      ) : null}
      <MissingRootsNotice missing={missing} />
      {loading && items.length === 0 ? null : items.length === 0 && missing.length > 0 ? (
        <EmptyState icon="alert" title={t('trust.folderGone')} testId="trust-folder-gone">
          <p>{t('trust.folderGoneBody', { name: workspace?.name ?? '' })}</p>
        </EmptyState>
      ) : onlyWorkspace ? (
        <EmptyState icon="shield-check" title={t('trust.nothingToReview')} testId="trust-nothing">
          <p>{t('trust.nothingToReviewBody', { name: workspace?.name ?? '' })}</p>
        </EmptyState>
      ) : items.length === 0 ? (
        <EmptyState icon="shield-check" title={t('trust.allTrusted')} testId="trust-all-trusted">
          <p>{t('trust.allTrustedBody', { name: workspace?.name ?? '' })}</p>
        </EmptyState>
      ) : (
        <ul className="review-list">
          {items.map((item) => (
            <ReviewItem
              key={item.hook.id}
              item={item}
              checked={!unchecked.has(item.hook.id)}
              onToggle={() => toggle(item.hook.id)}
            />
          ))}
        </ul>
      )}
    </Dialog>
  );
}
