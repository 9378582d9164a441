import { useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { HookEntry } from '../../../shared/schemas/hook';
import { RichText } from '../../components/rich-text';
import { StatusBadge } from '../../components/status-badge';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { benchHooksOf } from './state/bench-slice';
import { useAppStore } from '../../store/store-context';
import { shortenHomeIn } from '../inventory/model/path-display';
import { PathText } from '../inventory/path-text';
import { VisibleText } from '../../components/visible-text';
import { revealHiddenChars } from '../../../shared/security/hidden-chars';

function HookOption({ hook, checked }: { hook: HookEntry; checked: boolean }) {
  const setHook = useAppStore((state) => state.bench.setHook);
  const home = useAppStore((state) => state.appInfo?.home);
  return (
    <li>
      <label className="hook-choice" data-testid="bench-hook" data-hook-id={hook.id}>
        <input type="radio" name="bench-hook" checked={checked} onChange={() => setHook(hook.id)} />
        <span className="hook-choice-text">
          <span className="hook-choice-title">
            {hook.matcher ? (
              <code className="hook-matcher" title={hook.matcher}>
                {hook.matcher}
              </code>
            ) : null}
            <code className="hook-choice-command" title={revealHiddenChars(hook.handler.summary)}>
              <VisibleText text={shortenHomeIn(hook.handler.summary, home)} />
            </code>
          </span>
          <span className="hook-choice-meta">
            <PathText path={hook.sourcePath} />
          </span>
        </span>
        {hook.status === 'active' ? null : <StatusBadge status={hook.status} />}
      </label>
    </li>
  );
}

/**
 * Which hooks to run: the event's whole set, as the agent fires it, or one hook of this agent and
 * event in the scope (any status: an inactive hook can still be tried here).
 */
export function HookChoice() {
  const { t, rich } = useI18n();
  const { inventory, agent, event, hookId, setHook, includeOwn, setIncludeOwn } = useAppStore(
    useShallow((state) => ({
      inventory: state.inventory.current,
      agent: state.bench.agent,
      event: state.bench.event,
      hookId: state.bench.hookId,
      setHook: state.bench.setHook,
      includeOwn: state.bench.includeOwn,
      setIncludeOwn: state.bench.setIncludeOwn,
    })),
  );
  const hooks = useMemo(() => benchHooksOf(inventory, agent, event), [inventory, agent, event]);
  const chosen = hooks.some((hook) => hook.id === hookId) ? hookId : null;
  const own = hooks.filter((hook) => hook.own && hook.status === 'active').length;
  // Hookyard's own hooks run in the whole set only when asked: see BenchService.run.
  const active = hooks.filter(
    (hook) => hook.status === 'active' && (includeOwn || !hook.own),
  ).length;
  const eventCode = [{ text: event ?? '', code: true }];
  return (
    <fieldset className="bench-fieldset">
      <legend className="field-label">{t('bench.hooks')}</legend>
      <ul className="hook-choices">
        <li>
          <label className="hook-choice" data-testid="bench-hook-all">
            <input
              type="radio"
              name="bench-hook"
              checked={chosen === null}
              onChange={() => setHook(null)}
            />
            <span className="hook-choice-text">
              <span className="hook-choice-title">
                <RichText segments={rich('bench.allHooks', { event: eventCode })} />
              </span>
              <span className="hook-choice-meta">{t('bench.activeCount', { count: active })}</span>
            </span>
          </label>
        </li>
        {hooks.map((hook) => (
          <HookOption key={hook.id} hook={hook} checked={hook.id === chosen} />
        ))}
      </ul>
      {own > 0 ? (
        <label className="choice bench-include-own">
          <input
            type="checkbox"
            data-testid="bench-include-own"
            checked={includeOwn}
            disabled={chosen !== null}
            onChange={(change) => setIncludeOwn(change.target.checked)}
          />
          <span>{t('bench.includeOwn', { count: own })}</span>
        </label>
      ) : null}
      {hooks.length === 0 && event ? (
        <p className="field-hint" data-testid="bench-no-hooks">
          <RichText
            segments={rich('bench.noHooks', { agent: t(AGENT_LABEL[agent]), event: eventCode })}
          />
        </p>
      ) : null}
    </fieldset>
  );
}
