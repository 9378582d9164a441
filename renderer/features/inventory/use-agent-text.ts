import { useMemo } from 'react';

import type { Note, Reason } from '../../../shared/schemas/hook';
import type { MessageParams } from '../../../shared/i18n/message-format';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { shortenPath } from './model/path-display';

/**
 * Reason and note formatters whose path params are shortened with `~`, like every other path on
 * screen; the services send them in full.
 */
export function useAgentText() {
  const { coded } = useI18n();
  const home = useAppStore((state) => state.appInfo?.home);
  return useMemo(() => {
    const shorten = (params: MessageParams): MessageParams =>
      Object.fromEntries(
        Object.entries(params).map(([name, value]) => [
          name,
          typeof value === 'string' ? shortenPath(value, home) : value,
        ]),
      );
    return {
      reason: (item: Reason) => coded({ ...item, params: shorten(item.params) }),
      note: (item: Note) => coded({ ...item, params: shorten(item.params) }),
    };
  }, [coded, home]);
}
