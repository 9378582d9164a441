import { useLayoutEffect, useRef } from 'react';

import type { HookEntry } from '../../../shared/schemas/hook';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';

/**
 * "Turn on" in the detail panel of a switched-off hook (off by Hookyard, or by its agent's own
 * switch): the same change as the row's switch, one at a time. It goes once the hook is on; the
 * focus it held then goes to the panel, not to the page.
 */
export function DetailSwitchOn({ hook }: { hook: HookEntry }) {
  const { t } = useI18n();
  const busy = useAppStore((state) => state.manage.busyHookIds.includes(hook.id));
  const switchHook = useAppStore((state) => state.manage.switchHook);
  const button = useRef<HTMLButtonElement>(null);
  // Layout effects run before React removes the button, while it still has the focus.
  useLayoutEffect(() => {
    const element = button.current;
    return () => {
      if (element && document.activeElement === element)
        element.closest<HTMLElement>('[data-testid=hook-detail]')?.focus();
    };
  }, []);
  return (
    <button
      type="button"
      ref={button}
      className="button small primary"
      data-testid="detail-switch-on"
      // Not `disabled`: a disabled button drops the focus while the switch is on the way.
      aria-disabled={busy}
      onClick={() => {
        if (!busy) void switchHook(hook, true);
      }}
    >
      <Icon name="power" />
      {t('manage.switchOn')}
    </button>
  );
}
