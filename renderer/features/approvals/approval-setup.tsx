import { useEffect, useId, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { ApprovalInstall } from '../../../shared/schemas/approval';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { agentKey, shimTargets } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';
import { FailModeChoice } from './fail-mode-choice';
import { installRequest, installTarget, NEW_SETUP_FORM, type SetupForm } from './model/setup-form';

function Choices<T extends string>(props: {
  legend: string;
  name: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange: (value: T) => void;
  testId: string;
}) {
  return (
    <fieldset className="fieldset">
      <legend className="field-label">{props.legend}</legend>
      <div className="choice-column">
        {props.options.map((option) => (
          <label key={option.value} className="choice">
            <input
              type="radio"
              name={props.name}
              value={option.value}
              data-testid={`${props.testId}-${option.value}`}
              checked={props.value === option.value}
              onChange={() => props.onChange(option.value)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Whether the bridge listens, and where. */
function BridgeStatus() {
  const { t, rich } = useI18n();
  const status = useAppStore((state) => state.approvals.bridge);
  if (!status) return null;
  if (!status.listening || !status.httpUrl) {
    return (
      <p className="callout" role="status" data-testid="setup-not-listening">
        <Icon name="alert" />
        {t('setup.notListening')}
      </p>
    );
  }
  return (
    <p className="setup-status" data-testid="setup-listening">
      <Icon name="check-circle" />
      <span>
        <RichText segments={rich('setup.listening', { url: status.httpUrl })} />{' '}
        {status.socketPath ? (
          <RichText segments={rich('setup.listeningSocket', { socket: status.socketPath })} />
        ) : null}
      </span>
    </p>
  );
}

/**
 * "Connect agents": whether the approvals bridge listens, which agents ask it where, and the form
 * that installs (or removes) the approval hook for Claude Code or Cline, at user level or in a
 * workspace, as an `http` hook or the approver command, failing open or closed.
 */
export function ApprovalSetup() {
  const { t, rich } = useI18n();
  const ids = useId();
  const [form, setForm] = useState<SetupForm>(NEW_SETUP_FORM);
  const shims = shimTargets(useAgents());
  const state = useAppStore(
    useShallow((s) => ({
      status: s.approvals.bridge,
      loadState: s.approvals.bridgeStatus,
      loadError: s.approvals.bridgeError,
      busy: s.approvals.setupBusy,
      error: s.approvals.setupError,
      workspaces: s.workspaces.list,
      load: s.approvals.loadBridge,
      install: s.approvals.install,
      uninstall: s.approvals.uninstall,
    })),
  );
  const { load } = state;
  // Fetching, not deriving: the bridge and the installs as they are now.
  useEffect(() => {
    void load();
  }, [load]);
  const update = (patch: Partial<SetupForm>) => setForm((current) => ({ ...current, ...patch }));
  const workspaceName = (root: string): string =>
    state.workspaces.find((workspace) => workspace.roots.includes(root))?.name ?? root;
  const where = (install: ApprovalInstall): string =>
    install.scope.kind === 'user' ? t('setup.userLevel') : workspaceName(install.scope.root);
  const shim = shims.find((each) => each.target === form.agent) ?? null;
  const targetName = (target: string): string => {
    const labelKey = shims.find((each) => each.target === target)?.labelKey;
    return labelKey ? t(agentKey(labelKey)) : target;
  };
  const target = shim ? installTarget(form, shim) : '';
  const explain = shim ? rich(agentKey(shim.explainKey), { file: target, folder: target }) : [];
  const note = shim?.noteKey ? rich(agentKey(shim.noteKey), {}) : null;
  return (
    <section className="approval-setup" aria-labelledby={`${ids}-intro`}>
      <p id={`${ids}-intro`} className="main-subtitle">
        {t('setup.intro')}
      </p>
      {state.loadError ? (
        <ErrorNotice
          compact
          title={t('setup.loadFailed')}
          error={state.loadError}
          onRetry={() => void load()}
        />
      ) : null}
      {state.loadState === 'loading' ? (
        <p role="status" className="field-hint">
          {t('setup.loading')}
        </p>
      ) : null}
      <BridgeStatus />
      {state.error ? (
        <ErrorNotice compact title={t('setup.failed')} error={state.error} testId="setup-error" />
      ) : null}
      <h2 className="section-title">{t('setup.installed')}</h2>
      {state.status && state.status.installs.length === 0 ? (
        <p className="field-hint" data-testid="setup-no-installs">
          {t('setup.noInstalls')}
        </p>
      ) : (
        <ul className="setup-installs" aria-label={t('setup.installs')}>
          {state.status?.installs.map((install) => {
            const place = where(install);
            const agent = targetName(install.agent);
            return (
              <li
                key={`${install.agent}:${install.scope.kind === 'user' ? '' : install.scope.root}`}
                className="setup-install"
                data-testid="setup-installed"
                data-agent={install.agent}
              >
                <div className="setup-install-text">
                  <p className="rule-name">{agent}</p>
                  <p className="rule-where">{place}</p>
                  <p className="field-hint">
                    {t('setup.installDetail', {
                      mode: t(`setup.mode.${install.mode}` as const),
                      failMode: t(`setup.fail.${install.failMode}` as const),
                    })}
                  </p>
                </div>
                <button
                  type="button"
                  className="button small"
                  data-testid="setup-uninstall"
                  aria-label={t('setup.uninstallFrom', { agent, where: place })}
                  disabled={state.busy}
                  onClick={() =>
                    void state.uninstall({ agent: install.agent, scope: install.scope })
                  }
                >
                  <Icon name="trash" />
                  {t('setup.uninstall')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
      <h2 className="section-title">{t('setup.install')}</h2>
      <form
        className="setup-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (shim) void state.install(installRequest(form, shim));
        }}
      >
        <div className="field-grid">
          <Choices
            legend={t('setup.agent')}
            name={`${ids}-agent`}
            value={form.agent}
            testId="setup-agent"
            options={shims.map((each) => ({
              value: each.target,
              label: t(agentKey(each.labelKey)),
            }))}
            onChange={(agent) => update({ agent })}
          />
          <div className="field">
            <label className="field-label" htmlFor={`${ids}-where`}>
              {t('setup.where')}
            </label>
            <select
              id={`${ids}-where`}
              className="select"
              data-testid="setup-where"
              value={form.root}
              onChange={(event) => update({ root: event.target.value })}
            >
              <option value="">{t('setup.userLevel')}</option>
              {state.workspaces.flatMap((workspace) =>
                workspace.roots.map((root) => (
                  <option key={root} value={root}>
                    {workspace.roots.length > 1 ? `${workspace.name} · ${root}` : workspace.name}
                  </option>
                )),
              )}
            </select>
          </div>
          {shim && shim.modes.length > 1 ? (
            <Choices
              legend={t('setup.mode')}
              name={`${ids}-mode`}
              value={form.mode}
              testId="setup-mode"
              options={shim.modes.map((mode) => ({
                value: mode,
                label: t(`setup.mode.${mode}` as const),
              }))}
              onChange={(mode) => update({ mode })}
            />
          ) : null}
        </div>
        <FailModeChoice
          name={`${ids}-fail`}
          value={form.failMode}
          agent={targetName(form.agent)}
          workspace={form.root ? workspaceName(form.root) : null}
          onChange={(failMode) => update({ failMode })}
        />
        <p className="field-hint setup-explain">
          <RichText segments={explain} />
        </p>
        {note ? (
          <p className="field-hint setup-note" data-testid="setup-note">
            <RichText segments={note} />
          </p>
        ) : null}
        <button
          type="submit"
          className="button primary"
          data-testid="setup-install"
          disabled={state.busy || !state.status?.listening}
        >
          <Icon name="plus" />
          {t('setup.install')}
        </button>
      </form>
    </section>
  );
}
