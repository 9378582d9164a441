import { useShallow } from 'zustand/react/shallow';

import type { HookSource } from '../../../shared/schemas/hook';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { useAppStore } from '../../store/store-context';
import { isSourceProblem, isSourcesOpen } from './model/source-state';
import { PathText } from './path-text';
import { SOURCES_TOGGLE_ID } from './reveal-sources';
import { useAgentText } from './use-agent-text';

/** Problems first, then what was read, then what does not exist; otherwise as listed. */
const STATE_ORDER: Record<HookSource['state'], number> = {
  invalid: 0,
  unreadable: 0,
  ok: 1,
  missing: 2,
};

function SourceRow({ source }: { source: HookSource }) {
  const { t } = useI18n();
  const { reason } = useAgentText();
  return (
    <li
      className={`source-row state-${source.state}`}
      data-testid="source-row"
      data-state={source.state}
    >
      <span className={`source-state state-${source.state}`}>
        {t(`sourceState.${source.state}` as const)}
      </span>
      <span className="source-main">
        <span className="source-path">
          <PathText path={source.path} />
        </span>
        <span className="source-meta">
          {t(AGENT_LABEL[source.agent])} · {t(`sourceKind.${source.kind}` as const)}
          {source.state === 'ok' ? ` · ${t('sources.hookCount', { count: source.hookCount })}` : ''}
        </span>
        {source.reason ? (
          <span className="source-reason" data-testid="source-reason">
            <RichText segments={reason(source.reason)} />
          </span>
        ) : null}
      </span>
    </li>
  );
}

/**
 * Every settings file and hooks folder that was read for this scope and what was found there.
 * Open by default when one of them has a problem, because that problem explains missing hooks.
 */
export function SourcesSection({ sources }: { sources: HookSource[] }) {
  const { t } = useI18n();
  const { openChoice, setOpen } = useAppStore(
    useShallow((state) => ({ openChoice: state.sourcesOpen, setOpen: state.setSourcesOpen })),
  );
  const problems = sources.filter(isSourceProblem).length;
  const open = isSourcesOpen(openChoice, sources);
  return (
    <section className="sources" aria-labelledby={SOURCES_TOGGLE_ID} data-testid="sources">
      <h3 className="sources-heading">
        <button
          id={SOURCES_TOGGLE_ID}
          type="button"
          className="sources-toggle"
          aria-expanded={open}
          aria-controls="sources-list"
          data-testid="sources-toggle"
          onClick={() => setOpen(!open)}
        >
          <Icon name={open ? 'chevron-down' : 'chevron-right'} />
          <Icon name="layers" />
          {t('sources.title', { count: sources.length })}
          {problems > 0 ? (
            <span className="sources-problems">
              <Icon name="alert" />
              {t('sources.problems', { count: problems })}
            </span>
          ) : null}
        </button>
      </h3>
      {open ? (
        <>
          <p className="sources-intro">{t('sources.intro')}</p>
          <ul id="sources-list" className="source-list">
            {[...sources]
              .sort((a, b) => STATE_ORDER[a.state] - STATE_ORDER[b.state])
              .map((source) => (
                <SourceRow key={`${source.agent}|${source.kind}|${source.path}`} source={source} />
              ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
