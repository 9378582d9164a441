import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { AGENT_IDS } from '../../../shared/schemas/enum-values';
import { ErrorNotice } from '../../components/error-notice';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { useAppStore } from '../../store/store-context';
import { CrashRunControl } from './crash-run-control';
import { HookChoice } from './hook-choice';
import { checkJsonObject } from './model/check-json';
import { PayloadField } from './payload-field';
import { RunBar } from './run-bar';

/** The three runtimes as radio chips: one choice, arrow keys move it, as native radios do. */
function AgentChoice() {
  const { t } = useI18n();
  const agent = useAppStore((state) => state.bench.agent);
  const setAgent = useAppStore((state) => state.bench.setAgent);
  return (
    <fieldset className="bench-fieldset">
      <legend className="field-label">{t('bench.agent')}</legend>
      <div className="chip-group" data-testid="bench-agent">
        {AGENT_IDS.map((id) => (
          <label key={id} className="chip radio-chip">
            <input
              type="radio"
              name="bench-agent"
              className="radio-chip-input"
              value={id}
              checked={agent === id}
              data-testid={`bench-agent-${id}`}
              onChange={() => void setAgent(id)}
            />
            <span className={`agent-dot agent-${id}`} aria-hidden="true" />
            {t(AGENT_LABEL[id])}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** The agent's events, from the services; the chosen one stays listed even if the list lacks it. */
function EventChoice() {
  const { t } = useI18n();
  const { event, events, setEvent } = useAppStore(
    useShallow((state) => ({
      event: state.bench.event,
      events: state.bench.events[state.bench.agent]?.events,
      setEvent: state.bench.setEvent,
    })),
  );
  const options = event && events && !events.includes(event) ? [...events, event] : (events ?? []);
  return (
    <label className="field bench-event">
      <span className="field-label">{t('bench.event')}</span>
      <select
        className="select mono"
        data-testid="bench-event"
        value={event ?? ''}
        disabled={options.length === 0}
        onChange={(change) => void setEvent(change.target.value)}
      >
        {options.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Left column of the bench: agent, event, hooks, payload, Run, and Run as if it crashed. */
export function BenchSetup() {
  const { t } = useI18n();
  const { payloadText, eventsError, prepareBench } = useAppStore(
    useShallow((state) => ({
      payloadText: state.bench.payloadText,
      eventsError: state.bench.eventsError,
      prepareBench: state.bench.prepare,
    })),
  );
  const check = useMemo(() => checkJsonObject(payloadText), [payloadText]);
  return (
    <section className="bench-setup" aria-labelledby="bench-setup-title">
      <h2 id="bench-setup-title" className="bench-section-title">
        {t('bench.setup')}
      </h2>
      {eventsError ? (
        <ErrorNotice
          compact
          title={t('bench.eventsLoadFailed')}
          error={eventsError}
          onRetry={() => void prepareBench()}
        />
      ) : null}
      <div className="bench-row">
        <AgentChoice />
        <EventChoice />
      </div>
      <HookChoice />
      <PayloadField check={check} />
      <RunBar payloadValid={check.ok} />
      <CrashRunControl payloadValid={check.ok} />
    </section>
  );
}
