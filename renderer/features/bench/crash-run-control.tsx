import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { GUARD_FAILURE_MODES, type GuardFailureMode } from '../../../shared/schemas/agent-guards';
import { DRILL_TIMEOUT_SEC } from '../../../shared/schemas/crash-run';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { useAppStore, useAppStoreApi } from '../../store/store-context';
import { capabilitiesOf } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';
import { selectBenchHook } from './state/bench-slice';
import { startBenchRun } from './start-bench-run';

/**
 * "Run as if it crashed" (issue 15 §3): for an event the agent's capabilities say can block, runs
 * the chosen hook with a failure injected, so the user sees what the agent does when the guard
 * fails. With the whole set chosen it says to pick one hook; for other events it shows nothing.
 */
export function CrashRunControl({ payloadValid }: { payloadValid: boolean }) {
  const { t } = useI18n();
  const store = useAppStoreApi();
  const agents = useAgents();
  const [mode, setMode] = useState<GuardFailureMode>('cannot-start');
  const { agent, event, hookChosen, running, crashRunning, loading } = useAppStore(
    useShallow((state) => ({
      agent: state.bench.agent,
      event: state.bench.event,
      hookChosen: selectBenchHook(state) !== null,
      running: state.bench.run?.status === 'running',
      crashRunning: state.bench.run?.status === 'running' && state.bench.run.crashAs !== null,
      loading: state.bench.payloadStatus === 'loading',
    })),
  );
  const guards = capabilitiesOf(agents, agent)?.guards;
  if (!event || !guards?.events[event]) return null;
  const blocked = running || loading || !payloadValid || !hookChosen;
  return (
    <fieldset className="bench-fieldset crash-run" data-testid="crash-run">
      <legend className="field-label">{t('crashRun.title')}</legend>
      {hookChosen ? (
        <p className="field-hint">{t('crashRun.hint', { agent: t(AGENT_LABEL[agent]) })}</p>
      ) : (
        <p className="field-hint" data-testid="crash-run-choose-hook">
          {t('crashRun.chooseHook')}
        </p>
      )}
      <div className="crash-run-row">
        <label className="field crash-run-mode">
          <span className="visually-hidden">{t('crashRun.mode')}</span>
          <select
            className="select"
            data-testid="crash-run-mode"
            value={mode}
            disabled={!hookChosen}
            onChange={(change) => setMode(change.target.value as GuardFailureMode)}
          >
            {GUARD_FAILURE_MODES.map((each) => (
              <option key={each} value={each}>
                {t(`guards.mode.${each}`)}
              </option>
            ))}
          </select>
        </label>
        <button
          type="button"
          className="button"
          data-testid="crash-run-start"
          aria-disabled={blocked}
          onClick={() => {
            if (!blocked) startBenchRun(store.getState(), mode);
          }}
        >
          {crashRunning ? (
            <span className="spinner small" aria-hidden="true" />
          ) : (
            <Icon name="shield-alert" />
          )}
          {crashRunning ? t('crashRun.running') : t('crashRun.run')}
        </button>
      </div>
      {mode === 'timeout' && hookChosen ? (
        <p className="field-hint" data-testid="crash-run-timeout-note">
          {t('crashRun.timeoutNote', { seconds: DRILL_TIMEOUT_SEC })}
        </p>
      ) : null}
    </fieldset>
  );
}
