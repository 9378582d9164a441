import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { msg } from '../../i18n/translator';
import { useAppStore } from '../../store/store-context';
import { ROWS_PAGE, type OwnInstall } from './model/group-hooks';
import { PagedRows } from './paged-rows';
import { PathText } from './path-text';

const OWN_KIND_LABEL = {
  recorder: msg('own.recorder'),
  approvals: msg('own.approvals'),
} as const;

/**
 * One install of Hookyard's own hooks as one line ("Hookyard recorder — 33 events, user
 * level"), with the Hookyard badge; it opens to the install's rows, one per event.
 */
export function OwnInstallLine({ install }: { install: OwnInstall }) {
  const { t } = useI18n();
  const open = useAppStore((state) => install.key in state.expandedGroups);
  const expandGroup = useAppStore((state) => state.expandGroup);
  const where = install.scope === 'user' ? t('own.userLevel') : t('own.workspace');
  return (
    <div
      className="own-install"
      data-testid="own-install"
      data-kind={install.kind}
      data-count={install.hooks.length}
    >
      <button
        type="button"
        className="own-install-toggle"
        data-nav-item
        data-testid="own-install-toggle"
        aria-expanded={open}
        onClick={() => expandGroup(install.key, open ? 0 : ROWS_PAGE)}
      >
        <Icon name={open ? 'chevron-down' : 'chevron-right'} />
        <span className="own-badge" data-testid="own-badge">
          {t('own.badge')}
        </span>
        <span className="own-install-title">
          {t('own.install', {
            kind: t(OWN_KIND_LABEL[install.kind]),
            count: install.events,
            where,
          })}
        </span>
        <PathText path={install.install} />
      </button>
      {open ? (
        <PagedRows
          groupKey={install.key}
          hooks={install.hooks}
          label={t('own.rowsOf', { kind: t(OWN_KIND_LABEL[install.kind]) })}
        />
      ) : null}
    </div>
  );
}
