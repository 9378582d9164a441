import type { HookEntry, HookSource } from '../../../shared/schemas/hook';
import { Icon } from '../../components/icon';
import { RichText } from '../../components/rich-text';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import { useAppStore } from '../../store/store-context';
import { isSourceProblem, listedFrom } from './model/source-state';
import { PathText } from './path-text';
import { revealSources } from './reveal-sources';
import { useAgentText } from './use-agent-text';

function ProblemItem({
  source,
  listed,
}: {
  source: HookSource;
  listed: ReturnType<typeof listedFrom>;
}) {
  const { t } = useI18n();
  const { reason } = useAgentText();
  return (
    <li
      data-testid="source-problem"
      data-agent={source.agent}
      data-path={source.path}
      data-listed={listed.count}
    >
      <span className="source-problems-where">
        {t(AGENT_LABEL[source.agent])} · <PathText path={source.path} />
      </span>
      {source.reason ? (
        <span data-testid="source-problem-reason">
          <RichText segments={reason(source.reason)} />
        </span>
      ) : null}
      <span className="source-problems-effect" data-testid="source-problem-effect">
        {listed.count === 0
          ? t('sources.problemMissing')
          : listed.marked
            ? t('sources.problemListed', { count: listed.count })
            : t('sources.problemListedAsSeen', { count: listed.count })}
      </span>
    </li>
  );
}

/**
 * A settings file or hooks folder that could not be read, or only in part, is shown above the
 * list, not only in the Sources section, each with why and what it means for the list: a source
 * whose hooks could still be listed does not claim that hooks are missing, and says whether they
 * carry its problem.
 */
export function SourceProblems({ sources, hooks }: { sources: HookSource[]; hooks: HookEntry[] }) {
  const { t } = useI18n();
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
            <ProblemItem
              key={`${source.agent}|${source.path}`}
              source={source}
              listed={listedFrom(source, hooks)}
            />
          ))}
        </ul>
      </div>
      <button type="button" className="button small" onClick={showSources}>
        {t('sources.showAll')}
      </button>
    </section>
  );
}
