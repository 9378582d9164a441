import { useId, useState } from 'react';

import type { ApprovalRequest } from '../../../shared/schemas/approval';
import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import {
  ALWAYS_ALLOW_SCOPES,
  alwaysAllowPossible,
  type AlwaysAllowScope,
} from './model/always-allow-scope';

/**
 * "Always allow…": approves the request and adds an allow rule for requests like it, in the
 * scope the user picks (the narrowest possible one is preselected). A scope the request cannot
 * have (no session id, no workspace) is shown, disabled, with why.
 */
export function AlwaysAllowDialog(props: {
  request: ApprovalRequest;
  onAllow: (scope: AlwaysAllowScope) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const name = useId();
  const { request } = props;
  const [scope, setScope] = useState<AlwaysAllowScope>(
    () => ALWAYS_ALLOW_SCOPES.find((each) => alwaysAllowPossible(request, each)) ?? 'everywhere',
  );
  const label = (each: AlwaysAllowScope): string =>
    each === 'session'
      ? t('approvals.alwaysDialog.session')
      : each === 'workspace'
        ? t('approvals.alwaysDialog.workspace', {
            workspace: request.workspace ?? t('approvals.noWorkspace'),
          })
        : t('approvals.alwaysDialog.everywhere');
  const why = (each: AlwaysAllowScope): string =>
    each === 'session'
      ? t('approvals.alwaysDialog.noSession')
      : t('approvals.alwaysDialog.noWorkspace');
  return (
    <Dialog
      title={t('approvals.alwaysDialog.title', { tool: request.toolName })}
      description={t('approvals.alwaysDialog.description')}
      onClose={props.onClose}
      onSubmit={() => props.onAllow(scope)}
      testId="approval-always-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={props.onClose}>
            {t('action.cancel')}
          </button>
          <button type="submit" className="button primary" data-testid="approval-always-submit">
            <Icon name="shield-check" />
            {t('approvals.alwaysDialog.submit')}
          </button>
        </>
      }
    >
      <fieldset className="fieldset">
        <legend className="field-label">{t('approvals.alwaysDialog.scope')}</legend>
        {ALWAYS_ALLOW_SCOPES.map((each) => {
          const possible = alwaysAllowPossible(request, each);
          return (
            <label key={each} className="choice approval-scope-choice">
              <input
                type="radio"
                name={name}
                value={each}
                data-testid={`approval-always-${each}`}
                data-autofocus={each === scope ? true : undefined}
                checked={scope === each}
                disabled={!possible}
                onChange={() => setScope(each)}
              />
              <span>
                {label(each)}
                {possible ? null : <span className="approval-scope-why">{why(each)}</span>}
              </span>
            </label>
          );
        })}
      </fieldset>
    </Dialog>
  );
}
