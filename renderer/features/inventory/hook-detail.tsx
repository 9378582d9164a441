import { useCallback, type ReactNode } from 'react';

import { CloseButton } from '../../components/close-button';
import type { HookEntry } from '../../../shared/schemas/hook';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { StatusBadge } from '../../components/status-badge';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { useAppStore } from '../../store/store-context';
import { HookManageActions } from '../manage/hook-manage-actions';
import { focusScreenTitle } from '../shell/focus-screen-title';
import { GuardReportPanel } from './guard-report-panel';
import { formatLocation } from './model/path-display';
import { WatchedHookPanel } from './watched-hook-panel';
import { useAgentText } from './use-agent-text';
import { VisibleText } from '../../components/visible-text';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="detail-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * Everything known about one hook: verdict, a way to try it on the test bench, notes, what runs,
 * and the definition as written with its exact location. Focus moves here when it mounts (render it keyed by hook id); Escape or the
 * close button returns it to the row.
 */
export function HookDetail({ hook, onClose }: { hook: HookEntry; onClose: () => void }) {
  const { t, formatSeconds } = useI18n();
  const { reason, note } = useAgentText();
  const location = formatLocation(hook.sourcePath, hook.position);
  const focusOnMount = useCallback((element: HTMLElement | null) => element?.focus(), []);
  const testHookInBench = useAppStore((state) => state.bench.testHook);
  return (
    <aside
      className="detail"
      data-testid="hook-detail"
      data-hook-id={hook.id}
      aria-label={t('detail.label', { name: hook.event ?? t('hook.noEvent') })}
      tabIndex={-1}
      ref={focusOnMount}
    >
      <header className="detail-header">
        <div className="detail-heading">
          <p className="detail-kicker">{t(AGENT_LABEL[hook.agent])}</p>
          <h2 id="hook-detail-title" className="detail-title">
            {hook.event ? <code>{hook.event}</code> : t('hook.noEvent')}
          </h2>
        </div>
        <CloseButton
          label={t('detail.close')}
          title={t('detail.closeHint')}
          testId="hook-detail-close"
          onClick={onClose}
        />
      </header>
      <section className={`detail-verdict verdict-${hook.status}`} aria-label={t('detail.status')}>
        <StatusBadge status={hook.status} testId="detail-status" />
        <p className="detail-reason" data-testid="detail-reason">
          <RichText segments={reason(hook.reason)} />
        </p>
      </section>
      <div className="detail-actions">
        {hook.event !== null ? (
          <button
            type="button"
            className="button small"
            data-testid="detail-test-hook"
            onClick={() => {
              void testHookInBench(hook);
              focusScreenTitle();
            }}
          >
            <Icon name="flask" />
            {t('detail.testHook')}
          </button>
        ) : null}
        <HookManageActions hook={hook} />
      </div>
      {hook.notes.length > 0 ? (
        <section className="detail-section" aria-labelledby="hook-detail-notes">
          <h3 id="hook-detail-notes" className="detail-section-title">
            {t('detail.notes')}
          </h3>
          <ul className="detail-notes">
            {hook.notes.map((item, index) => (
              <li key={`${item.key}-${index}`} data-testid="detail-note">
                <Icon name="info" />
                <span>
                  <RichText segments={note(item)} />
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <WatchedHookPanel hook={hook} />
      <GuardReportPanel hook={hook} />
      <section className="detail-section">
        <dl className="detail-fields">
          <Field label={t('detail.handler')}>{t(`handler.${hook.handler.type}` as const)}</Field>
          <Field label={t('detail.runs')}>
            <code className="wrap">
              <VisibleText text={hook.handler.summary} />
            </code>
          </Field>
          {hook.handler.argv ? (
            <Field label={t('detail.argv')}>
              <code className="wrap">
                <VisibleText text={hook.handler.argv.join(' ')} />
              </code>
            </Field>
          ) : null}
          {hook.matcher !== null ? (
            <Field label={t('detail.matcher')}>
              <code className="wrap">
                <VisibleText text={hook.matcher} />
              </code>
            </Field>
          ) : null}
          {hook.handler.timeoutSec !== null ? (
            <Field label={t('detail.timeout')}>{formatSeconds(hook.handler.timeoutSec)}</Field>
          ) : null}
          {hook.handler.name !== undefined ? (
            <Field label={t('detail.hookName')}>
              <code className="wrap" data-testid="detail-hook-name">
                <VisibleText text={hook.handler.name} />
              </code>
            </Field>
          ) : null}
          {hook.handler.env ? (
            // Names only: the values may be secrets, and the definition below shows them as written.
            <Field label={t('detail.env')}>
              <code className="wrap" data-testid="detail-env">
                <VisibleText text={Object.keys(hook.handler.env).join(' ')} />
              </code>
            </Field>
          ) : null}
          <Field label={t('detail.scope')}>{t(`hookScope.${hook.scope}` as const)}</Field>
          <Field label={t('detail.location')}>
            <code className="wrap" data-testid="detail-location">
              <VisibleText text={location} />
            </code>
          </Field>
          <Field label={t('detail.locator')}>
            <code className="wrap">
              <VisibleText text={hook.locator} />
            </code>
          </Field>
          <Field label={t('detail.id')}>
            <code className="wrap" data-testid="detail-id">
              {hook.id}
            </code>
          </Field>
        </dl>
      </section>
      <section className="detail-section" aria-labelledby="hook-detail-raw">
        <h3 id="hook-detail-raw" className="detail-section-title">
          {t('detail.definition')}
        </h3>
        <p className="detail-raw-location">
          <code>{location}</code>
        </p>
        <pre
          className="detail-raw"
          data-testid="detail-raw"
          tabIndex={0}
          aria-labelledby="hook-detail-raw"
        >
          <VisibleText text={hook.raw} />
        </pre>
      </section>
    </aside>
  );
}
