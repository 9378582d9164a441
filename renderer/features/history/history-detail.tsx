import { useCallback, type ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { CloseButton } from '../../components/close-button';
import { isReplayable } from '../../../shared/agents/replayable';
import type { HistoryEntry } from '../../../shared/schemas/history';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { formatDuration } from '../bench/model/format-duration';
import { focusScreenTitle } from '../shell/focus-screen-title';
import { agentName } from './agent-name';
import {} from './history-labels';
import { HistorySession } from './history-session';
import { HistoryWhy } from './history-why';
import { OutcomeBadge } from './outcome-badge';
import { LongText } from '../../components/long-text';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Block({ title, text, testId }: { title: string; text: string; testId: string }) {
  return (
    <section className="detail-section">
      <h3 className="detail-section-title">{title}</h3>
      <pre className="detail-raw history-pre" data-testid={testId} tabIndex={0}>
        <LongText text={text} />
      </pre>
    </section>
  );
}

const pretty = (value: unknown): string => JSON.stringify(value, null, 2) ?? String(value);

/**
 * One entry in full: what it is, its outcome and timing, the payload the hook got, what it
 * printed and how it exited, the extra facts (meta), and its whole session on request. Focus
 * moves here when it mounts (render it keyed by entry id).
 */
export function HistoryDetail({ entry }: { entry: HistoryEntry }) {
  const { t, locale, formatDateTime } = useI18n();
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  const { select, showSession, session, replay } = useAppStore(
    useShallow((state) => ({
      select: state.history.select,
      showSession: state.history.showSession,
      session: state.history.session,
      replay: state.replay.runEntries,
    })),
  );
  // Only where the replay service finds a payload to run (not a transcript's hook-run record).
  const canReplay = isReplayable(entry);
  const showSessionButton = entry.sessionId && session?.sessionId !== entry.sessionId;
  const none = t('history.detail.none');
  return (
    <aside
      className="detail history-detail"
      data-testid="history-detail"
      data-id={entry.id}
      aria-label={t('history.detail')}
      tabIndex={-1}
      ref={focusOnMount}
    >
      <header className="detail-header">
        <div className="detail-heading">
          <p className="detail-kicker">{agentName(entry.agent, t)}</p>
          <h2 className="detail-title">
            <code>{entry.event}</code>
            {entry.tool ? <code className="history-detail-tool">{entry.tool}</code> : null}
          </h2>
        </div>
        <CloseButton
          label={t('history.detail.close')}
          testId="history-detail-close"
          onClick={() => select(null)}
        />
      </header>
      <section className="detail-section">
        <dl className="detail-fields">
          <Field label={t('history.detail.outcome')}>
            <OutcomeBadge outcome={entry.outcome} />
          </Field>
          <Field label={t('history.detail.time')}>{formatDateTime(entry.ts)}</Field>
          <Field label={t('history.detail.duration')}>
            {entry.durationMs === null ? none : formatDuration(entry.durationMs, locale)}
          </Field>
          <Field label={t('history.detail.kind')}>{t(`history.kind.${entry.kind}` as const)}</Field>
          <Field label={t('history.detail.source')}>
            {t(`history.source.${entry.source}` as const)}
          </Field>
          <Field label={t('history.detail.exitCode')}>
            {entry.output?.exitCode === null || !entry.output ? none : entry.output.exitCode}
          </Field>
          {entry.hook ? (
            <Field label={t('history.column.hook')}>
              <code className="wrap">{entry.hook}</code>
            </Field>
          ) : null}
          <Field label={t('history.detail.workspace')}>
            {entry.workspace ? <code className="wrap">{entry.workspace}</code> : none}
          </Field>
          <Field label={t('history.detail.session')}>
            {entry.sessionId ? <code className="wrap">{entry.sessionId}</code> : none}
          </Field>
        </dl>
      </section>
      <HistoryWhy entry={entry} />
      {showSessionButton || canReplay ? (
        <div className="detail-actions">
          {canReplay ? (
            <button
              type="button"
              className="button small"
              data-testid="history-replay"
              onClick={() => {
                void replay([entry.id]);
                focusScreenTitle();
              }}
            >
              <Icon name="refresh" />
              {t('replay.replayEntry')}
            </button>
          ) : null}
          {showSessionButton ? (
            <button
              type="button"
              className="button small"
              data-testid="history-show-session"
              onClick={() => void showSession()}
            >
              <Icon name="history" />
              {t('history.showSession')}
            </button>
          ) : null}
        </div>
      ) : null}
      {session && session.sessionId === entry.sessionId ? (
        <HistorySession session={session} currentId={entry.id} onSelect={select} />
      ) : null}
      <Block
        title={t('history.detail.payload')}
        text={pretty(entry.payload)}
        testId="history-payload"
      />
      {entry.output?.stdout ? (
        <Block
          title={t('history.detail.stdout')}
          text={entry.output.stdout}
          testId="history-stdout"
        />
      ) : null}
      {entry.output?.stderr ? (
        <Block
          title={t('history.detail.stderr')}
          text={entry.output.stderr}
          testId="history-stderr"
        />
      ) : null}
      {!entry.output?.stdout && !entry.output?.stderr ? (
        <p className="history-muted">{t('history.detail.noOutput')}</p>
      ) : null}
      {Object.keys(entry.meta).length > 0 ? (
        <Block title={t('history.detail.meta')} text={pretty(entry.meta)} testId="history-meta" />
      ) : null}
    </aside>
  );
}
