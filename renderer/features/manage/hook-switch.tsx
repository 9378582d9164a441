import { useLayoutEffect, useRef } from 'react';

import type { HookEntry } from '../../../shared/schemas/hook';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { useAppStore } from '../../store/store-context';
import { capabilitiesOf } from '../shell/agent-capabilities';
import { useAgents } from '../shell/use-agents';
import {} from './manage-labels';
import { switchStateOf } from './model/hook-abilities';
import { claimFocus, handOffFocus, switchFocusKey } from './switch-focus';

/**
 * The on/off switch at the end of a hook row. Switching is one recorded change with Undo in the
 * toast. Where the switch is not offered, a lock says why (the detail panel says it in full).
 */
export function HookSwitch({ hook }: { hook: HookEntry }) {
  const { t } = useI18n();
  const busy = useAppStore((state) => state.manage.busyHookIds.includes(hook.id));
  const switchHook = useAppStore((state) => state.manage.switchHook);
  const agents = useAgents();
  const state = switchStateOf(hook, capabilitiesOf(agents, hook.agent));
  const button = useRef<HTMLButtonElement>(null);
  const focusKey = switchFocusKey(hook);
  // Layout effects run before React removes the row, while the switch still has the focus.
  useLayoutEffect(() => {
    const element = button.current;
    if (!element) return;
    claimFocus(focusKey, element);
    return () => {
      if (document.activeElement === element) handOffFocus(focusKey);
    };
  }, [focusKey]);
  if (state.kind === 'blocked') {
    const why = t(`manage.blocked.${state.why}` as const);
    return (
      <span className="hook-switch-blocked" data-testid="hook-switch-blocked" title={why}>
        <Icon name="lock" />
        <span className="visually-hidden">{why}</span>
      </span>
    );
  }
  const on = state.kind === 'on';
  return (
    <button
      type="button"
      role="switch"
      ref={button}
      aria-checked={on}
      className="hook-switch"
      data-testid="hook-switch"
      // Not `disabled`: a disabled button drops the focus, which must stay for the row after.
      aria-disabled={busy}
      aria-label={t('manage.switchLabel', {
        event: hook.event ?? t('hook.noEvent'),
        agent: t(AGENT_LABEL[hook.agent]),
      })}
      onClick={() => {
        if (!busy) void switchHook(hook, !on);
      }}
    >
      <span className="switch-track" aria-hidden="true">
        <span className="switch-thumb" />
      </span>
      <span className="switch-text" aria-hidden="true">
        {on ? t('manage.on') : t('manage.off')}
      </span>
    </button>
  );
}
