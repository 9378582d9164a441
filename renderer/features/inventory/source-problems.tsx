import type { HookSource } from '../../../shared/schemas/hook';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { useAppStore } from '../../store/store-context';
import { isSourceProblem } from './model/source-state';
import { PathText } from './path-text';
import { revealSources } from './reveal-sources';
import { useAgentText } from './use-agent-text';

/**
 * A settings file or hooks folder that could not be read hides every hook in it, so its problem is
 * shown above the list, not only in the Sources section.
 */
export function SourceProblems({ sources }: { sources: HookSource[] }) {
  const { t } = useI18n();
  const { reason } = useAgentText();
  const setSourcesOpen = useAppStore((state) => state.setSourcesOpen);
  const problems = sources.filter(isSourceProblem);
  if (problems.length === 0) return null;
  const showSources = () => {
    setSourcesOpen(true);
    revealSources();
  };
  return (
    <section className="source-problems" role="alert" data-testid="source-problems">
      <Icon name="alert" className="source-problems-icon" />
      <div className="source-problems-text">
        <h2 className="source-problems-title">
          {t('sources.problemTitle', { count: problems.length })}
        </h2>
        <ul>
          {problems.map((source) => (
            <li key={`${source.agent}|${source.path}`}>
              <span className="source-problems-where">
                {t(AGENT_LABEL[source.agent])} · <PathText path={source.path} />
              </span>
              {source.reason ? (
                <span>
                  <RichText segments={reason(source.reason)} />
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      </div>
      <button type="button" className="button small" onClick={showSources}>
        {t('sources.showAll')}
      </button>
    </section>
  );
}
