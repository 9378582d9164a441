import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { useAppStore } from '../../store/store-context';
import { DetectedWorkspaces } from '../workspaces/detected-workspaces';
import { WorkspaceNav } from '../workspaces/workspace-nav';
import { LanguageSwitch } from './language-switch';

/** Brand, scope navigation, detected folders, and the app's footer (language, version, mode). */
export function Sidebar() {
  const { t } = useI18n();
  const info = useAppStore((state) => state.appInfo);
  return (
    <nav className="sidebar" aria-label={t('sidebar.label')}>
      <div className="brand">
        <span className="brand-mark" aria-hidden="true">
          <Icon name="logo" />
        </span>
        <span className="brand-name">{t('app.name')}</span>
      </div>
      <div className="sidebar-scroll">
        <WorkspaceNav />
        <DetectedWorkspaces />
      </div>
      <footer className="sidebar-footer">
        <LanguageSwitch />
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
