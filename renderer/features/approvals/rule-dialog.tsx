import { useId, useState, type ReactNode } from 'react';

import { AGENT_IDS } from '../../../shared/schemas/agent';
import type { ApprovalRule } from '../../../shared/schemas/approval';
import { Dialog } from '../../components/dialog';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import {} from './approvals-labels';
import {
  formToRule,
  NEW_RULE_FORM,
  ruleFormProblems,
  ruleToForm,
  type RuleForm,
} from './model/rule-form';

/** The events the bridge is asked on: the only ones an approval rule can name. */
const RULE_EVENTS = ['PreToolUse', 'PermissionRequest'] as const;

function Field(props: { id: string; label: string; error?: string | null; children: ReactNode }) {
  return (
    <div className="field">
      <label className="field-label" htmlFor={props.id}>
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <p id={`${props.id}-error`} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * Add or edit one approval rule: where it applies, what it matches (agent, event, tool glob,
 * command and path as globs or regular expressions), what it decides and what happens when
 * Hookyard cannot answer in time. A regular expression that does not compile is named before
 * anything is saved.
 */
export function RuleDialog(props: {
  rule: ApprovalRule | null;
  onSave: (rule: ApprovalRule) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const [form, setForm] = useState<RuleForm>(() =>
    props.rule ? ruleToForm(props.rule) : NEW_RULE_FORM,
  );
  const [tried, setTried] = useState(false);
  const problems = ruleFormProblems(form);
  const update = (patch: Partial<RuleForm>) => setForm((current) => ({ ...current, ...patch }));
  const text = (field: 'label' | 'root' | 'tool' | 'command' | 'path', error?: string | null) => (
    <input
      id={`${id}-${field}`}
      className={field === 'label' ? 'input' : 'input mono'}
      data-testid={`rule-${field}`}
      value={form[field]}
      spellCheck={false}
      autoComplete="off"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-${field}-error` : undefined}
      onChange={(event) => update({ [field]: event.target.value })}
    />
  );
  const regexError = (field: 'command' | 'path') =>
    tried && problems.regex?.field === field
      ? t('ruleDialog.error.regex', { message: problems.regex.message })
      : null;
  const rootError = tried && problems.root ? t('ruleDialog.error.root') : null;
  return (
    <Dialog
      title={props.rule ? t('ruleDialog.editTitle') : t('ruleDialog.addTitle')}
      description={t('ruleDialog.description')}
      onClose={props.onClose}
      onSubmit={() => {
        setTried(true);
        if (Object.keys(problems).length > 0) return;
        props.onSave(formToRule(form, props.rule, { id: crypto.randomUUID(), now: Date.now() }));
      }}
      className="wide rule-dialog"
      testId="rule-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={props.onClose}>
            {t('action.cancel')}
          </button>
          <button type="submit" className="button primary" data-testid="rule-submit">
            {t('ruleDialog.submit')}
          </button>
        </>
      }
    >
      <div className="field-grid">
        <Field id={`${id}-label`} label={t('ruleDialog.label')}>
          {text('label')}
        </Field>
        <Field id={`${id}-scope`} label={t('ruleDialog.scope')}>
          <select
            id={`${id}-scope`}
            className="select"
            data-testid="rule-scope"
            value={form.scope}
            onChange={(event) => update({ scope: event.target.value as RuleForm['scope'] })}
          >
            <option value="global">{t('ruleDialog.scopeGlobal')}</option>
            <option value="workspace">{t('ruleDialog.scopeWorkspace')}</option>
            {form.sessionId ? (
              <option value="session">{t('ruleDialog.scopeSession')}</option>
            ) : null}
          </select>
        </Field>
        {form.scope === 'workspace' ? (
          <Field id={`${id}-root`} label={t('ruleDialog.root')} error={rootError}>
            {text('root', rootError)}
          </Field>
        ) : null}
        <Field id={`${id}-agent`} label={t('ruleDialog.agent')}>
          <select
            id={`${id}-agent`}
            className="select"
            data-testid="rule-agent"
            value={form.agent}
            onChange={(event) => update({ agent: event.target.value as RuleForm['agent'] })}
          >
            <option value="any">{t('ruleDialog.anyAgent')}</option>
            {AGENT_IDS.map((agent) => (
              <option key={agent} value={agent}>
                {t(AGENT_LABEL[agent])}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-event`} label={t('ruleDialog.event')}>
          <select
            id={`${id}-event`}
            className="select mono"
            data-testid="rule-event"
            value={form.event}
            onChange={(event) => update({ event: event.target.value })}
          >
            <option value="">{t('ruleDialog.anyEvent')}</option>
            {RULE_EVENTS.map((event) => (
              <option key={event} value={event}>
                {event}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-tool`} label={t('ruleDialog.tool')}>
          {text('tool')}
        </Field>
        <Field id={`${id}-kind`} label={t('ruleDialog.patternKind')}>
          <select
            id={`${id}-kind`}
            className="select"
            data-testid="rule-pattern-kind"
            value={form.patternKind}
            onChange={(event) =>
              update({ patternKind: event.target.value as RuleForm['patternKind'] })
            }
          >
            {(['glob', 'regex'] as const).map((kind) => (
              <option key={kind} value={kind}>
                {t(`rules.patternKind.${kind}` as const)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-command`} label={t('ruleDialog.command')} error={regexError('command')}>
          {text('command', regexError('command'))}
        </Field>
        <Field id={`${id}-path`} label={t('ruleDialog.path')} error={regexError('path')}>
          {text('path', regexError('path'))}
        </Field>
        <Field id={`${id}-decision`} label={t('ruleDialog.decision')}>
          <select
            id={`${id}-decision`}
            className="select"
            data-testid="rule-decision"
            value={form.decision}
            onChange={(event) => update({ decision: event.target.value as RuleForm['decision'] })}
          >
            {(['ask', 'allow', 'deny'] as const).map((decision) => (
              <option key={decision} value={decision}>
                {t(`rules.decision.${decision}` as const)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-fail`} label={t('ruleDialog.failMode')}>
          <select
            id={`${id}-fail`}
            className="select"
            data-testid="rule-fail-mode"
            value={form.failMode}
            onChange={(event) => update({ failMode: event.target.value as RuleForm['failMode'] })}
          >
            {(['closed', 'open'] as const).map((mode) => (
              <option key={mode} value={mode}>
                {t(`rules.failMode.${mode}` as const)}
              </option>
            ))}
          </select>
        </Field>
      </div>
    </Dialog>
  );
}
