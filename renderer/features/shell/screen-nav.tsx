import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import type { ScreenEntry } from '../screen-entry';
import { SCREENS, screenById } from '../screens';

/** A tab's number (requests waiting), shown while above 0 and read out in words. */
function TabBadge({ badge }: { badge: NonNullable<ScreenEntry['badge']> }) {
  const { t, formatNumber } = useI18n();
  const count = useAppStore(badge.count);
  if (count === 0) return null;
  return (
    <span className="screen-tab-badge" data-testid="screen-tab-badge">
      <span aria-hidden="true">{formatNumber(count)}</span>
      <span className="visually-hidden">{t(badge.label, { count })}</span>
    </span>
  );
}

/**
 * The bar of top-level screens above the main pane. Each entry is a button that shows its screen
 * for the scope already chosen in the sidebar; the current one is marked `aria-current="page"`.
 */
export function ScreenNav() {
  const { t } = useI18n();
  const current = useAppStore((state) => screenById(state.screen).feature.id);
  const showScreen = useAppStore((state) => state.showScreen);
  return (
    <nav className="screen-nav" aria-label={t('screens.label')}>
      <ul className="screen-tabs">
        {SCREENS.map(({ feature: { id }, ...screen }) => (
          <li key={id}>
            <button
              type="button"
              className="screen-tab"
              data-testid={`screen-tab-${id}`}
              aria-current={id === current ? 'page' : undefined}
              onClick={() => showScreen(id)}
            >
              <Icon name={screen.icon} />
              {t(screen.label)}
              {screen.badge ? <TabBadge badge={screen.badge} /> : null}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The screen on view, from the features list. */
export function CurrentScreen() {
  const Screen = useAppStore((state) => screenById(state.screen).component);
  return <Screen />;
}
