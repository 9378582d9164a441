import { memo } from 'react';

import type { HookEntry } from '../../../shared/schemas/hook';
import { RichText } from '../../components/rich-text';
import { StatusBadge } from '../../components/status-badge';
import { useI18n } from '../../i18n/i18n-context';
import {} from '../../i18n/labels';
import { useAppStore } from '../../store/store-context';
import { HookRowManage } from '../manage/hook-row-manage';
import { baseName, shortenHomeIn, shortenPath } from './model/path-display';
import { rootOf } from './model/root-of';
import { selectShownRoots } from './model/shown-roots';
import { PathText } from './path-text';
import { useAgentText } from './use-agent-text';
import { WatchedHookLine } from './watched-hook-line';
import { VisibleText } from '../../components/visible-text';
import { revealHiddenChars } from '../../../shared/security/hidden-chars';

/**
 * One hook as one agent sees it: status and reason first (the answer to "why didn't it fire?"),
 * then what runs and where it is defined. Enter or a click opens the details.
 */
export const HookRow = memo(function HookRow({ hook }: { hook: HookEntry }) {
  const { t } = useI18n();
  const { reason } = useAgentText();
  const selected = useAppStore((state) => state.selectedHookId === hook.id);
  const selectHook = useAppStore((state) => state.selectHook);
  const home = useAppStore((state) => state.appInfo?.home);
  const root = rootOf(hook.sourcePath, useAppStore(selectShownRoots));
  return (
    <li className="hook-row-item">
      <button
        type="button"
        className={selected ? 'hook-row selected' : 'hook-row'}
        data-nav-item
        data-testid="hook-row"
        data-hook-id={hook.id}
        data-status={hook.status}
        data-agent={hook.agent}
        data-event={hook.event ?? ''}
        aria-current={selected ? 'true' : undefined}
        onClick={() => selectHook(hook.id)}
      >
        <span className="hook-cell-status">
          <StatusBadge status={hook.status} testId="hook-status" />
        </span>
        <span className="hook-cell-event">
          {hook.event ? (
            <code className="hook-event">{hook.event}</code>
          ) : (
            <span className="hook-event none">{t('hook.noEvent')}</span>
          )}
          {hook.matcher ? (
            <code
              className="hook-matcher"
              title={t('hook.matcherTitle', { matcher: revealHiddenChars(hook.matcher) })}
            >
              <VisibleText text={hook.matcher} />
            </code>
          ) : null}
        </span>
        <span className="hook-cell-handler">
          <span className="handler-type">{t(`handler.${hook.handler.type}` as const)}</span>
          <code className="hook-command" title={revealHiddenChars(hook.handler.summary)}>
            <VisibleText text={shortenHomeIn(hook.handler.summary, home)} />
          </code>
        </span>
        <span className="hook-cell-source">
          {root ? (
            <span
              className="hook-root"
              data-testid="hook-root"
              data-root={root}
              title={t('hook.rootTitle', { root: shortenPath(root, home) })}
            >
              {baseName(root)}
            </span>
          ) : null}
          <PathText path={hook.sourcePath} />
        </span>
        <span className="hook-reason" data-testid="hook-reason">
          <RichText segments={reason(hook.reason)} />
          {/* A space, not only a margin: the row's accessible name and copied text read on. */}
          {hook.notes.length > 0 ? ' ' : null}
          {hook.notes.length > 0 ? (
            <span className="hook-notes-count">
              {t('hook.notesCount', { count: hook.notes.length })}
            </span>
          ) : null}
          <WatchedHookLine hookId={hook.id} />
        </span>
      </button>
      <HookRowManage hook={hook} />
    </li>
  );
});
