import { Icon } from '../../components/icon';
import { ShortcutKeys } from '../../components/shortcut-keys';
import { useI18n } from '../../i18n/i18n-context';
import { IS_MAC } from '../../shortcuts/platform';
import { useAppStore } from '../../store/store-context';
import { DetectedWorkspaces } from '../workspaces/detected-workspaces';
import { WorkspaceNav } from '../workspaces/workspace-nav';
import { LanguageSwitch } from './language-switch';

/**
 * Brand, the command palette's button, scope navigation, detected folders, and the app's footer
 * (language, keyboard shortcuts, version, mode).
 */
export function Sidebar() {
  const { t } = useI18n();
  const info = useAppStore((state) => state.appInfo);
  const setOverlay = useAppStore((state) => state.setOverlay);
  const characterShortcuts = useAppStore((state) => state.characterShortcuts);
  return (
    <nav className="sidebar" aria-label={t('sidebar.label')}>
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          <Icon name="logo" />
        </span>
        <span className="brand-name">{t('app.name')}</span>
      </div>
      <button
        type="button"
        className="palette-trigger"
        data-testid="open-palette"
        aria-keyshortcuts={IS_MAC ? 'Meta+K' : 'Control+K'}
        onClick={() => setOverlay('palette')}
      >
        <Icon name="search" />
        <span className="palette-trigger-text">{t('palette.open')}</span>
        <ShortcutKeys combo="mod+k" />
      </button>
      <div className="sidebar-scroll">
        <WorkspaceNav />
        <DetectedWorkspaces />
      </div>
      <footer className="sidebar-footer">
        <LanguageSwitch />
        <button
          type="button"
          className="icon-button"
          aria-label={t('command.help')}
          aria-keyshortcuts={characterShortcuts ? '? F1' : 'F1'}
          title={t('command.help')}
          data-testid="open-help"
          onClick={() => setOverlay('help')}
        >
          <Icon name="keyboard" />
        </button>
        {info ? (
          <span className="app-version" title={info.dataDir}>
            {info.mode === 'browser'
              ? t('app.versionBrowser', { version: info.version })
              : t('app.version', { version: info.version })}
          </span>
        ) : null}
      </footer>
    </nav>
  );
}
