import type { HookEntry } from '../../../shared/schemas/hook';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { HookRow } from './hook-row';
import { ROWS_PAGE } from './model/group-hooks';

/** Renders a page of rows at a time; a long list grows by a page per click, never all at once. */
export function PagedRows({
  groupKey,
  hooks,
  label,
}: {
  groupKey: string;
  hooks: HookEntry[];
  label: string;
}) {
  const { t } = useI18n();
  const shown = useAppStore((state) => state.expandedGroups[groupKey] ?? ROWS_PAGE);
  const expandGroup = useAppStore((state) => state.expandGroup);
  const hidden = hooks.length - shown;
  return (
    <>
      <ul className="hook-rows" aria-label={label}>
        {hooks.slice(0, shown).map((hook) => (
          <HookRow key={hook.id} hook={hook} />
        ))}
      </ul>
      {hidden > 0 ? (
        <button
          type="button"
          className="show-more"
          data-nav-item
          data-testid="show-more"
          onClick={() => expandGroup(groupKey, shown + ROWS_PAGE)}
        >
          {t('list.showMore', { count: Math.min(hidden, ROWS_PAGE), hidden })}
        </button>
      ) : null}
    </>
  );
}
