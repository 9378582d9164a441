import { handleArrowNavigation } from '../../components/arrow-navigation';
import { Icon } from '../../components/icon';
import { StatusBadge } from '../../components/status-badge';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { useAppStore } from '../../store/store-context';
import {
  ROWS_PAGE,
  type AgentGroup,
  type EventGroup,
  type IgnoredFolder,
} from './model/group-hooks';
import { OwnInstallLine } from './own-install-line';
import { PagedRows } from './paged-rows';
import { PathText } from './path-text';

function IgnoredFolderLine({ folder }: { folder: IgnoredFolder }) {
  const { t } = useI18n();
  const open = useAppStore((state) => folder.key in state.expandedGroups);
  const expandGroup = useAppStore((state) => state.expandGroup);
  return (
    <div className="ignored-folder" data-testid="ignored-folder" data-count={folder.hooks.length}>
      <button
        type="button"
        className="ignored-folder-toggle"
        data-nav-item
        aria-expanded={open}
        onClick={() => expandGroup(folder.key, open ? 0 : ROWS_PAGE)}
      >
        <Icon name={open ? 'chevron-down' : 'chevron-right'} />
        <StatusBadge status="ignored" />
        <span>{t('list.ignoredFiles', { count: folder.hooks.length })}</span>
        <PathText path={folder.folder} />
      </button>
      {open ? (
        <PagedRows
          groupKey={folder.key}
          hooks={folder.hooks}
          label={t('list.ignoredIn', { folder: folder.folder })}
        />
      ) : null}
    </div>
  );
}

function EventSection({ group }: { group: EventGroup }) {
  const { t } = useI18n();
  const title = group.event ?? t('list.noEvent');
  return (
    <section className="event-group" data-testid="event-group" data-event={group.event ?? ''}>
      <h4 className="event-group-title">
        {group.event ? <code>{group.event}</code> : <span>{title}</span>}
        <span className="count">{t('list.hookCount', { count: group.total })}</span>
      </h4>
      {group.hooks.length > 0 ? (
        <PagedRows
          groupKey={group.key}
          hooks={group.hooks}
          label={t('list.hooksFor', { event: title })}
        />
      ) : null}
      {group.ignoredFolders.map((folder) => (
        <IgnoredFolderLine key={folder.key} folder={folder} />
      ))}
    </section>
  );
}

/** The visible hooks, by agent, then by event; arrow keys walk the rows. */
export function HookGroups({ groups }: { groups: AgentGroup[] }) {
  const { t } = useI18n();
  return (
    <div className="hook-groups" onKeyDown={handleArrowNavigation}>
      {groups.map((group) => (
        <section
          key={group.key}
          className="agent-group"
          data-testid="agent-group"
          data-agent={group.agent}
        >
          <h3 className="agent-group-title">
            <span className={`agent-dot agent-${group.agent}`} aria-hidden="true" />
            {t(AGENT_LABEL[group.agent])}
            <span className="count">{t('list.hookCount', { count: group.total })}</span>
          </h3>
          {group.own.map((install) => (
            <OwnInstallLine key={install.key} install={install} />
          ))}
          {group.events.map((event) => (
            <EventSection key={event.key} group={event} />
          ))}
        </section>
      ))}
    </div>
  );
}
