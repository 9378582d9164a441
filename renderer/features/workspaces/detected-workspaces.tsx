import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';

import type { AppError } from '../../../shared/result';
import type { DetectedWorkspace } from '../../../shared/schemas/workspace';
import { ErrorNotice } from '../../components/error-notice';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import type { MessageKey } from '../../i18n/catalogue-en';
import type { Segment } from '../../../shared/i18n/message-format';
import { useI18n } from '../../i18n/i18n-context';
import { msg, type Translator } from '../../i18n/translator';
import { useAppStore } from '../../store/store-context';
import { baseName, shortenPath } from '../inventory/model/path-display';
import { knownRoots } from './workspace-path';

const SHOWN_AT_FIRST = 5;

/**
 * The service names where it found a folder in English words ("Cline sessions") or as a file
 * ("~/.claude.json"). Known words are translated; a file is an agent term, shown in code style;
 * anything new is shown as sent.
 */
const ORIGIN_LABEL: Record<string, MessageKey> = {
  'Claude Code transcripts': msg('detected.origin.claudeTranscripts'),
  'Cline sessions': msg('detected.origin.clineSessions'),
};

function describeOrigin(origin: string, t: Translator['t']): Segment {
  const known = ORIGIN_LABEL[origin];
  if (known) return { text: t(known), code: false };
  return { text: origin, code: /^[~/.]|[\\/]|\.\w+$/.test(origin) };
}

function DetectedItem({ folder }: { folder: DetectedWorkspace }) {
  const { t, rich, formatList } = useI18n();
  const origins = folder.foundIn.map((origin) => describeOrigin(origin, t));
  const home = useAppStore((state) => state.appInfo?.home);
  const addWorkspace = useAppStore((state) => state.workspaces.add);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const add = async () => {
    setBusy(true);
    const result = await addWorkspace({ roots: [folder.path] });
    setBusy(false);
    setError(result.ok ? null : result.error);
  };
  return (
    <li className="detected-item" data-testid="detected-workspace" data-path={folder.path}>
      <div className="detected-text" title={folder.path}>
        <span className="detected-name">{baseName(folder.path)}</span>
        <span className="detected-path">{shortenPath(folder.path, home)}</span>
        <span className="detected-origin">
          <RichText segments={rich('detected.foundIn', { sources: formatList(origins) })} />
        </span>
      </div>
      <button
        type="button"
        className="button small"
        disabled={busy}
        onClick={() => void add()}
        aria-label={t('detected.addFolder', { name: baseName(folder.path) })}
        data-testid="detected-workspace-add"
      >
        {t('detected.add')}
      </button>
      {error ? <ErrorNotice compact title={t('addWorkspace.failed')} error={error} /> : null}
    </li>
  );
}

/** Folders the agents have worked in that are not workspaces yet, offered for one-click adding. */
export function DetectedWorkspaces() {
  const { t } = useI18n();
  const { detected, workspaces, listReady, error, loadDetected } = useAppStore(
    useShallow((state) => ({
      detected: state.workspaces.detected,
      listReady: state.workspaces.status === 'ready',
      workspaces: state.workspaces.list,
      error: state.workspaces.detectedError,
      loadDetected: state.workspaces.loadDetected,
    })),
  );
  const [showAll, setShowAll] = useState(false);
  const offers = useMemo(() => {
    const known = knownRoots(workspaces);
    return detected.filter((folder) => folder.exists && !known.has(folder.path));
  }, [detected, workspaces]);

  if (error) {
    return (
      <section className="detected" aria-label={t('detected.title')}>
        <ErrorNotice
          compact
          title={t('detected.loadFailed')}
          error={error}
          onRetry={() => void loadDetected()}
        />
      </section>
    );
  }
  // Until the list is known, an offer could be a folder that is already a workspace.
  if (!listReady || offers.length === 0) return null;
  const shown = showAll ? offers : offers.slice(0, SHOWN_AT_FIRST);
  return (
    <section className="detected" aria-labelledby="detected-title">
      <h2 id="detected-title" className="sidebar-heading sentence">
        <Icon name="search" />
        {t('detected.title')}
      </h2>
      <ul className="detected-list">
        {shown.map((folder) => (
          <DetectedItem key={folder.path} folder={folder} />
        ))}
      </ul>
      {offers.length > SHOWN_AT_FIRST ? (
        <button type="button" className="link-button" onClick={() => setShowAll(!showAll)}>
          {showAll ? t('detected.showFewer') : t('detected.showAll', { count: offers.length })}
        </button>
      ) : null}
    </section>
  );
}
