import { useId, useState, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { Dialog } from '../../components/dialog';
import { ErrorNotice } from '../../components/error-notice';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { selectVisibleWorkspace } from '../../store/selectors';
import { useAppStore } from '../../store/store-context';
import { useAgents } from '../shell/use-agents';
import { MatcherField } from './matcher-field';
import { eventsFor } from './model/agent-events';
import {
  formProblems,
  initialForm,
  languagesFor,
  makesHookFile,
  makesSettingsEntry,
  toCreateRequest,
  toggledAgents,
  withAgents,
  type NewHookForm,
} from './model/new-hook-form';

function Choice(props: {
  type: 'checkbox' | 'radio';
  name?: string;
  checked: boolean;
  onChange: () => void;
  testId: string;
  children: ReactNode;
}) {
  return (
    <label className="choice">
      <input
        type={props.type}
        name={props.name}
        checked={props.checked}
        data-testid={props.testId}
        onChange={props.onChange}
      />
      <span>{props.children}</span>
    </label>
  );
}

/**
 * "New hook": for which agents, where, on which event, in which language, and for Claude Code
 * the settings layer, a name, the matcher (linted as it is typed) and a timeout. Creating writes
 * the template as one undoable change and opens the editor on the new script.
 */
export function NewHookDialog() {
  const { t } = useI18n();
  const ids = useId();
  const { scope, workspace, creating, error, createHook, close } = useAppStore(
    useShallow((state) => ({
      scope: state.scope,
      workspace: selectVisibleWorkspace(state),
      creating: state.manage.createStatus === 'creating',
      error: state.manage.createError,
      createHook: state.manage.createHook,
      close: state.manage.closeDialog,
    })),
  );
  const creatable = useAgents().filter((agent) => agent.creates);
  const [form, setForm] = useState<NewHookForm>(() =>
    initialForm(scope.kind === 'workspace', creatable),
  );
  const [tried, setTried] = useState(false);
  const problems = formProblems(form);
  const valid = Object.keys(problems).length === 0;
  const events = eventsFor(form);
  const update = (patch: Partial<NewHookForm>) => setForm((current) => ({ ...current, ...patch }));
  const submit = () => {
    setTried(true);
    if (!valid) return;
    void createHook(toCreateRequest(form, scope.kind === 'workspace' ? scope : null));
  };
  const inWorkspace = form.where === 'workspace' && workspace !== null;
  return (
    <Dialog
      title={t('newHook.title')}
      description={t('newHook.description')}
      onClose={close}
      onSubmit={submit}
      testId="new-hook-dialog"
      className="wide new-hook-dialog"
      footer={
        <>
          <button type="button" className="button" onClick={close}>
            {t('action.cancel')}
          </button>
          <button
            type="submit"
            className="button primary"
            data-testid="new-hook-create"
            disabled={creating}
          >
            {creating ? t('newHook.creating') : t('newHook.create')}
          </button>
        </>
      }
    >
      {error ? (
        <ErrorNotice compact title={t('newHook.failed')} error={error} testId="new-hook-error" />
      ) : null}
      <fieldset className="fieldset" aria-describedby={`${ids}-agents`}>
        <legend className="field-label">{t('newHook.agents')}</legend>
        <div className="choice-row">
          {creatable.map((agent) => (
            <Choice
              key={agent.agent}
              type="checkbox"
              checked={form.agents.some((chosen) => chosen.agent === agent.agent)}
              testId={`new-hook-agent-${agent.agent}`}
              onChange={() =>
                setForm(withAgents(form, { agents: toggledAgents(form, agent, creatable) }))
              }
            >
              {t(AGENT_LABEL[agent.agent])}
            </Choice>
          ))}
        </div>
        <p id={`${ids}-agents`} className={tried && problems.agents ? 'field-error' : 'field-hint'}>
          {tried && problems.agents ? t('newHook.noAgent') : t('newHook.agentsHint')}
        </p>
      </fieldset>
      <fieldset className="fieldset">
        <legend className="field-label">{t('newHook.where')}</legend>
        <div className="choice-row">
          <Choice
            type="radio"
            name={`${ids}-where`}
            checked={!inWorkspace}
            testId="new-hook-where-user"
            onChange={() => update({ where: 'user' })}
          >
            {t('newHook.whereUser')}
          </Choice>
          {workspace ? (
            <Choice
              type="radio"
              name={`${ids}-where`}
              checked={inWorkspace}
              testId="new-hook-where-workspace"
              onChange={() => update({ where: 'workspace' })}
            >
              {t('newHook.whereWorkspace', { name: workspace.name })}
            </Choice>
          ) : null}
        </div>
      </fieldset>
      <div className="field-grid">
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-event`}>
            {t('newHook.event')}
          </label>
          <select
            id={`${ids}-event`}
            className="select mono"
            data-testid="new-hook-event"
            value={form.event}
            disabled={events.length === 0}
            onChange={(event) => update({ event: event.target.value })}
          >
            {events.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
          {makesHookFile(form) ? (
            <p className="field-hint">{t('newHook.clineEventsHint')}</p>
          ) : null}
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-language`}>
            {t('newHook.language')}
          </label>
          <select
            id={`${ids}-language`}
            className="select"
            data-testid="new-hook-language"
            value={form.language}
            onChange={(event) =>
              update({ language: event.target.value as NewHookForm['language'] })
            }
          >
            {languagesFor(form).map((language) => (
              <option key={language} value={language}>
                {t(`scriptLanguage.${language}` as const)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {makesSettingsEntry(form) ? (
        <ClaudeFields form={form} inWorkspace={inWorkspace} tried={tried} update={update} />
      ) : null}
    </Dialog>
  );
}

function ClaudeFields(props: {
  form: NewHookForm;
  inWorkspace: boolean;
  tried: boolean;
  update: (patch: Partial<NewHookForm>) => void;
}) {
  const { t } = useI18n();
  const ids = useId();
  const { form, update } = props;
  const problems = formProblems(form);
  return (
    <section className="claude-fields" aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className="subsection-title">
        {t('newHook.claudeSettings')}
      </h3>
      {props.inWorkspace ? (
        <fieldset className="fieldset">
          <legend className="field-label">{t('newHook.layer')}</legend>
          <div className="choice-column">
            <Choice
              type="radio"
              name={`${ids}-layer`}
              checked={form.layer === 'project'}
              testId="new-hook-layer-project"
              onChange={() => update({ layer: 'project' })}
            >
              {t('newHook.layerProject')}
            </Choice>
            <Choice
              type="radio"
              name={`${ids}-layer`}
              checked={form.layer === 'local'}
              testId="new-hook-layer-local"
              onChange={() => update({ layer: 'local' })}
            >
              {t('newHook.layerLocal')}
            </Choice>
          </div>
        </fieldset>
      ) : null}
      <div className="field-grid">
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-name`}>
            {t('newHook.name')}
          </label>
          <input
            id={`${ids}-name`}
            className="input mono"
            data-testid="new-hook-name"
            value={form.name}
            placeholder={t('newHook.namePlaceholder')}
            aria-invalid={problems.name !== undefined}
            aria-describedby={`${ids}-name-hint`}
            onChange={(event) => update({ name: event.target.value })}
          />
          <p id={`${ids}-name-hint`} className={problems.name ? 'field-error' : 'field-hint'}>
            {t('newHook.nameHint')}
          </p>
        </div>
        <div className="field">
          <label className="field-label" htmlFor={`${ids}-timeout`}>
            {t('newHook.timeout')}
          </label>
          <input
            id={`${ids}-timeout`}
            className="input"
            inputMode="numeric"
            data-testid="new-hook-timeout"
            value={form.timeout}
            aria-invalid={props.tried && problems.timeout !== undefined}
            aria-describedby={`${ids}-timeout-hint`}
            onChange={(event) => update({ timeout: event.target.value })}
          />
          <p
            id={`${ids}-timeout-hint`}
            className={props.tried && problems.timeout ? 'field-error' : 'field-hint'}
          >
            {t('newHook.timeoutHint')}
          </p>
        </div>
      </div>
      <MatcherField
        event={form.event}
        value={form.matcher}
        onChange={(matcher) => update({ matcher })}
      />
    </section>
  );
}
