import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { AgentId } from '../../../shared/schemas/agent';
import type { ApprovalRule } from '../../../shared/schemas/approval';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import type { MessageKey } from '../../i18n/catalogue-en';
import { msg } from '../../i18n/translator';
import { useAppStore } from '../../store/store-context';
import {} from './approvals-labels';
import { ruleMatchers, type RuleMatcher } from './model/rule-summary';
import { RuleDialog } from './rule-dialog';

const MATCHER_LABEL: Record<RuleMatcher['field'], MessageKey> = {
  agent: msg('rules.match.agent'),
  event: msg('rules.match.event'),
  tool: msg('rules.match.tool'),
  command: msg('rules.match.command'),
  path: msg('rules.match.path'),
};

function RuleScope({ rule }: { rule: ApprovalRule }) {
  const { t } = useI18n();
  const { scope } = rule;
  if (scope.kind === 'workspace') return <>{t('rules.scope.workspace', { root: scope.root })}</>;
  if (scope.kind === 'session') {
    return <>{t('rules.scope.session', { session: scope.sessionId })}</>;
  }
  return <>{t('rules.scope.global')}</>;
}

function RuleMatch({ rule }: { rule: ApprovalRule }) {
  const { t } = useI18n();
  const matchers = ruleMatchers(rule);
  if (matchers.length === 0) return <span>{t('rules.anything')}</span>;
  return (
    <ul className="rule-matchers">
      {matchers.map((matcher) => (
        <li key={matcher.field}>
          {t(MATCHER_LABEL[matcher.field], {
            value:
              matcher.field === 'agent' ? t(AGENT_LABEL[matcher.value as AgentId]) : matcher.value,
          })}
          {matcher.field === 'command' || matcher.field === 'path' ? (
            <span className="rule-kind">
              {' '}
              · {t(`rules.patternKind.${rule.patternKind}` as const)}
            </span>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * The approval rules in the order they are tried, each with what it matches, where, what it
 * decides and its fail mode; reorder, edit, revoke, and add. Every change saves at once.
 */
export function ApprovalRules() {
  const { t } = useI18n();
  const [editing, setEditing] = useState<ApprovalRule | 'new' | null>(null);
  const state = useAppStore(
    useShallow((s) => ({
      rules: s.approvals.rules,
      status: s.approvals.rulesStatus,
      error: s.approvals.rulesError,
      saving: s.approvals.rulesSaving,
      saveError: s.approvals.rulesSaveError,
      load: s.approvals.loadRules,
      move: s.approvals.moveRule,
      put: s.approvals.putRule,
      revoke: s.approvals.revokeRule,
    })),
  );
  const { load } = state;
  // Fetching, not deriving: the rules as saved, each time the view opens.
  useEffect(() => {
    void load();
  }, [load]);
  const name = (rule: ApprovalRule, index: number) =>
    rule.label ?? t('rules.ruleName', { position: index + 1 });
  return (
    <section className="approval-rules" aria-labelledby="approval-rules-intro">
      <div className="approval-rules-head">
        <p id="approval-rules-intro" className="main-subtitle">
          {t('rules.intro')}
        </p>
        <button
          type="button"
          className="button primary"
          data-testid="rules-add"
          onClick={() => setEditing('new')}
        >
          <Icon name="plus" />
          {t('rules.add')}
        </button>
      </div>
      {state.error ? (
        <ErrorNotice
          compact
          title={t('rules.loadFailed')}
          error={state.error}
          onRetry={() => void load()}
        />
      ) : null}
      {state.saveError ? (
        <ErrorNotice compact title={t('rules.saveFailed')} error={state.saveError} />
      ) : null}
      {state.status === 'loading' ? (
        <p role="status" className="field-hint">
          {t('rules.loading')}
        </p>
      ) : null}
      {state.status === 'ready' && state.rules.length === 0 ? (
        <p className="field-hint" data-testid="rules-empty">
          {t('rules.empty')}
        </p>
      ) : null}
      <ol className="rule-list" aria-label={t('rules.list')} aria-busy={state.saving}>
        {state.rules.map((rule, index) => (
          <li
            key={rule.id}
            className="rule-row"
            data-testid="rule-row"
            data-id={rule.id}
            data-decision={rule.decision}
          >
            <span className="rule-order" aria-hidden="true">
              {index + 1}
            </span>
            <div className="rule-main">
              <p className="rule-name">
                {name(rule, index)}
                {rule.origin === 'always-allow' ? (
                  <span className="rule-origin"> · {t('rules.origin.alwaysAllow')}</span>
                ) : null}
              </p>
              <RuleMatch rule={rule} />
              <p className="rule-where">
                <RuleScope rule={rule} />
              </p>
            </div>
            <div className="rule-verdict">
              <span className={`rule-decision decision-${rule.decision}`}>
                {t(`rules.decision.${rule.decision}` as const)}
              </span>
              <span className="field-hint">{t(`rules.failMode.${rule.failMode}` as const)}</span>
            </div>
            <div className="rule-actions">
              <button
                type="button"
                className="icon-button"
                data-testid="rule-up"
                aria-label={t('rules.moveUp', { rule: name(rule, index) })}
                disabled={state.saving || index === 0}
                onClick={() => void state.move(rule.id, -1)}
              >
                <Icon name="chevron-down" className="flip" />
              </button>
              <button
                type="button"
                className="icon-button"
                data-testid="rule-down"
                aria-label={t('rules.moveDown', { rule: name(rule, index) })}
                disabled={state.saving || index === state.rules.length - 1}
                onClick={() => void state.move(rule.id, 1)}
              >
                <Icon name="chevron-down" />
              </button>
              <button
                type="button"
                className="icon-button"
                data-testid="rule-edit"
                aria-label={t('rules.edit', { rule: name(rule, index) })}
                disabled={state.saving}
                onClick={() => setEditing(rule)}
              >
                <Icon name="pencil" />
              </button>
              <button
                type="button"
                className="icon-button"
                data-testid="rule-revoke"
                aria-label={t('rules.revoke', { rule: name(rule, index) })}
                disabled={state.saving}
                onClick={() => void state.revoke(rule.id)}
              >
                <Icon name="trash" />
              </button>
            </div>
          </li>
        ))}
      </ol>
      {editing ? (
        <RuleDialog
          rule={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={(rule) =>
            void state.put(rule).then((saved) => {
              if (saved) setEditing(null);
            })
          }
        />
      ) : null}
    </section>
  );
}
