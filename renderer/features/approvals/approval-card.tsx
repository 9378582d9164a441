import { useId } from 'react';

import type { ApprovalRequest } from '../../../shared/schemas/approval';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { capabilitiesOf } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';
import { ApprovalCountdown } from './approval-countdown';
import { ApprovalPreview } from './approval-preview';
import { VisibleText } from '../../components/visible-text';

/** What a card's buttons ask the list to do; the list owns the dialogs. */
export interface ApprovalCardActions {
  approve(request: ApprovalRequest): void;
  deny(request: ApprovalRequest): void;
  edit(request: ApprovalRequest): void;
  alwaysAllow(request: ApprovalRequest): void;
  toggleChecked(id: string): void;
}

function Fact(props: { label: string; value: string | null; empty: string; code?: boolean }) {
  return (
    <div className="approval-fact">
      <dt>{props.label}</dt>
      <dd className={props.value === null ? 'approval-fact-empty' : undefined}>
        {props.value === null ? (
          props.empty
        ) : props.code ? (
          <code>
            <VisibleText text={props.value} />
          </code>
        ) : (
          <VisibleText text={props.value} />
        )}
      </dd>
    </div>
  );
}

/**
 * One waiting request: who asks (agent, workspace, session, or a Hookyard test run that
 * included the approver), for what (tool, command or diff), how long is left, and the answers. The card itself is focusable: the list's keys act on the
 * focused card.
 */
export function ApprovalCard(props: {
  request: ApprovalRequest;
  checked: boolean;
  deciding: boolean;
  actions: ApprovalCardActions;
}) {
  const { t } = useI18n();
  const titleId = useId();
  const { request, actions, deciding } = props;
  const agent = t(AGENT_LABEL[request.agent]);
  const agents = useAgents();
  const editable = capabilitiesOf(agents, request.agent)?.approvals.acceptsEditedInput ?? false;
  const noEditId = `${titleId}-no-edit`;
  return (
    <article
      className="approval-card"
      data-testid="approval-card"
      data-id={request.id}
      data-agent={request.agent}
      data-tool={request.toolName}
      data-self-run={request.selfRun}
      data-nav-item
      tabIndex={0}
      aria-labelledby={titleId}
      aria-keyshortcuts="A D E X"
      aria-busy={deciding}
    >
      <header className="approval-card-head">
        <input
          type="checkbox"
          className="approval-check"
          data-testid="approval-check"
          checked={props.checked}
          aria-label={t('approvals.check', { tool: request.toolName })}
          onChange={() => actions.toggleChecked(request.id)}
        />
        <h3 id={titleId} className="approval-title">
          <span className={`agent-dot agent-${request.agent}`} aria-hidden="true" />
          {request.selfRun
            ? t('approvals.request.selfRun', { tool: request.toolName })
            : t('approvals.request', { tool: request.toolName, agent })}
        </h3>
        {request.selfRun ? (
          <span className="own-badge" data-testid="approval-self-run">
            {t('approvals.selfRun.badge')}
          </span>
        ) : null}
        <ApprovalCountdown request={request} />
      </header>
      {request.selfRun ? (
        <p className="approval-self-run-note" data-testid="approval-self-run-note">
          {t('approvals.selfRun.note', { agent })}
        </p>
      ) : null}
      <dl className="approval-facts">
        <Fact
          label={t('approvals.field.workspace')}
          value={request.workspace}
          empty={t('approvals.noWorkspace')}
          code
        />
        <Fact
          label={t('approvals.field.session')}
          value={request.sessionId}
          empty={t('approvals.noSession')}
          code
        />
        <Fact label={t('approvals.field.event')} value={request.event} empty="" code />
      </dl>
      <ApprovalPreview preview={request.preview} />
      <div className="approval-actions">
        <button
          type="button"
          className="button primary"
          data-testid="approval-approve"
          disabled={deciding}
          onClick={() => actions.approve(request)}
        >
          <Icon name="check" />
          {deciding ? t('approvals.deciding') : t('approvals.approve')}
        </button>
        <button
          type="button"
          className="button danger"
          data-testid="approval-deny"
          disabled={deciding}
          onClick={() => actions.deny(request)}
        >
          <Icon name="x-circle" />
          {t('approvals.deny')}
        </button>
        <button
          type="button"
          className="button"
          data-testid="approval-edit"
          disabled={deciding || !editable}
          aria-describedby={editable ? undefined : noEditId}
          onClick={() => actions.edit(request)}
        >
          <Icon name="pencil" />
          {t('approvals.edit')}
        </button>
        <button
          type="button"
          className="button"
          data-testid="approval-always"
          disabled={deciding}
          onClick={() => actions.alwaysAllow(request)}
        >
          <Icon name="shield-check" />
          {t('approvals.alwaysAllow')}
        </button>
      </div>
      {editable ? null : (
        <p id={noEditId} className="field-hint" data-testid="approval-edit-unavailable">
          {t('approvals.editUnavailable', { agent })}
        </p>
      )}
    </article>
  );
}
