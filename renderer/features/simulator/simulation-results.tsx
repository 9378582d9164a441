import { useShallow } from 'zustand/react/shallow';

import type { Simulation } from '../../../shared/schemas/bench';
import { AGENT_IDS } from '../../../shared/schemas/enum-values';
import { EmptyState } from '../../components/empty-state';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { scopeKey } from '../../store/scope-key';
import type { SimulationAnswer } from './state/simulator-slice';
import { useAppStore } from '../../store/store-context';
import { useAgentText } from '../inventory/use-agent-text';

type AgentAnswer = Simulation['agents'][number];

/** One agent: the hooks that fire, then each other hook with the reason it does not. */
function AgentCard({ answer, event }: { answer: AgentAnswer; event: string }) {
  const { t, rich, coded } = useI18n();
  const { reason } = useAgentText();
  const none = answer.fires.length === 0 && answer.doesNotFire.length === 0;
  return (
    <section className="sim-agent" data-testid="sim-agent" data-agent={answer.agent}>
      <h3 className="sim-agent-title">
        <span className={`agent-dot agent-${answer.agent}`} aria-hidden="true" />
        {t(AGENT_LABEL[answer.agent])}
      </h3>
      {none ? (
        <p className="stream-note">
          <RichText
            segments={rich('simulator.noHooks', { event: [{ text: event, code: true }] })}
          />
        </p>
      ) : (
        <>
          <p className="sim-count">{t('simulator.fires', { count: answer.fires.length })}</p>
          <ul className="sim-list">
            {answer.fires.map((hook) => (
              <li key={hook.hookId} className="sim-hook fires" data-testid="sim-fires">
                <Icon name="check-circle" className="sim-icon" />
                <code className="sim-label" title={hook.label}>
                  {hook.label}
                </code>
              </li>
            ))}
          </ul>
          {answer.doesNotFire.length > 0 ? (
            <>
              <p className="sim-count">
                {t('simulator.doesNotFire', { count: answer.doesNotFire.length })}
              </p>
              <ul className="sim-list">
                {answer.doesNotFire.map((hook) => (
                  <li
                    key={hook.hookId}
                    className="sim-hook does-not-fire"
                    data-testid="sim-does-not-fire"
                  >
                    <Icon name="slash" className="sim-icon" />
                    <span className="sim-hook-text">
                      <code className="sim-label" title={hook.label}>
                        {hook.label}
                      </code>
                      <span className="sim-reason" data-testid="sim-reason">
                        {hook.inactive ? (
                          <RichText segments={reason(hook.inactive)} />
                        ) : hook.skippedBecause ? (
                          <RichText segments={coded(hook.skippedBecause)} />
                        ) : null}
                      </span>
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      )}
    </section>
  );
}

function Answer({ answer }: { answer: SimulationAnswer }) {
  const { t, rich, formatList } = useI18n();
  const event = [{ text: answer.event, code: true }];
  const absent = AGENT_IDS.filter(
    (agent) => !answer.result.agents.some((item) => item.agent === agent),
  ).map((agent) => ({ text: t(AGENT_LABEL[agent]), code: false }));
  return (
    <div className="sim-answer" data-testid="sim-answer">
      <p className="sim-question">
        <RichText
          segments={
            answer.toolName
              ? rich('simulator.answerWithTool', {
                  event,
                  tool: [{ text: answer.toolName, code: true }],
                })
              : rich('simulator.answer', { event })
          }
        />
      </p>
      {answer.result.agents.map((item) => (
        <AgentCard key={item.agent} answer={item} event={answer.event} />
      ))}
      {absent.length > 0 ? (
        <p className="stream-note" data-testid="sim-not-an-event">
          <RichText
            segments={rich('simulator.notAnEvent', { event, agents: formatList(absent) })}
          />
        </p>
      ) : null}
    </div>
  );
}

/** Right column of the simulator: the answer for the scope on screen, or how to get one. */
export function SimulationResults() {
  const { t } = useI18n();
  const { answer, status, error } = useAppStore(
    useShallow((state) => ({
      answer:
        state.simulator.answer?.scopeKey === scopeKey(state.scope) ? state.simulator.answer : null,
      status: state.simulator.status,
      error: state.simulator.error,
    })),
  );
  return (
    <section
      className="bench-results"
      aria-labelledby="simulator-answer-title"
      aria-busy={status === 'loading'}
    >
      <h2 id="simulator-answer-title" className="bench-section-title">
        {t('simulator.results')}
      </h2>
      {status === 'error' && error ? (
        <ErrorNotice title={t('simulator.failed')} error={error} testId="simulator-error" />
      ) : null}
      {answer ? (
        <Answer answer={answer} />
      ) : (
        <EmptyState icon="funnel" title={t('simulator.emptyTitle')} testId="simulator-empty">
          <p>{t('simulator.emptyBody')}</p>
        </EmptyState>
      )}
    </section>
  );
}
