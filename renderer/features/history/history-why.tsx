import { useEffect } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { HistoryEntry } from '../../../shared/schemas/history';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { whyDeciderText } from './model/why-step-text';
import { OutcomeBadge } from './outcome-badge';

/**
 * The Why row of an entry's tool call: every decision made on it, oldest first (the agent's
 * permission rule with its file and line, each hook's verdict and reason, Hookyard's approvals,
 * the mode), each linked to the entry it was read from.
 */
export function HistoryWhy({ entry }: { entry: HistoryEntry }) {
  const { t, formatDateTime } = useI18n();
  const { why, loadWhy, select } = useAppStore(
    useShallow((state) => ({
      why: state.history.why,
      loadWhy: state.history.loadWhy,
      select: state.history.select,
    })),
  );
  // Loading is the store's action; the detail asks for it when it shows another entry.
  useEffect(() => void loadWhy(entry.id), [entry.id, loadWhy]);
  const current = why?.entryId === entry.id ? why : null;
  const row = current?.row ?? null;
  return (
    <section className="detail-section history-why" data-testid="history-why">
      <h3 className="detail-section-title">{t('history.why.title')}</h3>
      {row ? (
        <p className="history-muted">
          {row.callId ? t('history.why.call', { callId: row.callId }) : t('history.why.noCall')}
        </p>
      ) : null}
      {!current || current.status === 'loading' ? (
        <p className="history-muted">{t('history.why.loading')}</p>
      ) : null}
      {current?.status === 'error' ? (
        <p role="alert">{t('history.why.failed', { message: current.error?.message ?? '' })}</p>
      ) : null}
      {row && row.steps.length === 0 ? (
        <p className="history-muted" data-testid="why-none">
          {t('history.why.none')}
        </p>
      ) : null}
      {row && row.steps.length > 0 ? (
        <ol className="why-steps">
          {row.steps.map((step) => (
            <li
              key={`${step.entryId}-${step.decision.by}`}
              className="why-step"
              data-testid="why-step"
              data-by={step.decision.by}
            >
              <div className="why-step-head">
                <span className="why-step-decider">{whyDeciderText(step, t)}</span>
                {step.decision.verdict === null ? (
                  <span className="history-muted">{t('history.why.noVerdict')}</span>
                ) : (
                  <OutcomeBadge outcome={step.decision.verdict} />
                )}
                <time className="history-muted">{formatDateTime(step.ts)}</time>
                {step.entryId !== entry.id ? (
                  <button
                    type="button"
                    className="link-button"
                    data-testid="why-step-open"
                    onClick={() => select(step.entryId)}
                  >
                    {t('history.why.open')}
                  </button>
                ) : null}
              </div>
              {step.decision.reason ? (
                <p className="why-step-reason wrap">{step.decision.reason}</p>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
