import { useShallow } from 'zustand/react/shallow';

import { AGENT_IDS, type AgentId } from '../../../shared/schemas/agent';
import { Icon } from '../../components/icon';
import { useI18n } from '../../i18n/i18n-context';
import { AGENT_LABEL } from '../../i18n/labels';
import type { ReplayRun } from './state/replay-slice';
import { useAppStore } from '../../store/store-context';

/** What the replay on view re-runs, in words. */
function OriginText({ run }: { run: ReplayRun }) {
  const { t } = useI18n();
  const { origin } = run;
  if (origin.kind === 'entries')
    return <>{t('replay.origin.entries', { count: origin.entryIds.length })}</>;
  if (origin.kind === 'filter') return <>{t('replay.origin.filter')}</>;
  return (
    <>
      {t('replay.origin.suite')} <code>{origin.suite}</code>
    </>
  );
}

/**
 * Above the results: what is replayed, in which agent's dialect (a cross-agent replay translates
 * each payload, and its cases are marked), whether Hookyard's own hooks run too (left out by
 * default: a replay is not agent traffic), and Replay again — after editing the hook, the same
 * entries run against its new version.
 */
export function ReplayToolbar({ run }: { run: ReplayRun }) {
  const { t } = useI18n();
  const { rerun, setIncludeOwn } = useAppStore(
    useShallow((state) => ({
      rerun: state.replay.rerun,
      setIncludeOwn: state.replay.setIncludeOwn,
    })),
  );
  const busy = run.job.status === 'running';
  const fromSuite = run.origin.kind === 'suite';
  return (
    <div className="replay-toolbar">
      <p className="replay-origin" data-testid="replay-origin">
        <OriginText run={run} />
      </p>
      {fromSuite ? null : (
        <label className="replay-as">
          <span className="field-label">{t('replay.as')}</span>
          <select
            className="select"
            data-testid="replay-translate"
            value={run.translateTo ?? ''}
            disabled={busy}
            onChange={(event) => void rerun((event.target.value || null) as AgentId | null)}
          >
            <option value="">{t('replay.as.recorded')}</option>
            {AGENT_IDS.map((agent) => (
              <option key={agent} value={agent}>
                {t(AGENT_LABEL[agent])}
              </option>
            ))}
          </select>
        </label>
      )}
      <label className="choice replay-include-own">
        <input
          type="checkbox"
          data-testid="replay-include-own"
          checked={run.includeOwn}
          disabled={busy}
          onChange={(change) => void setIncludeOwn(change.target.checked)}
        />
        <span>{t('replay.includeOwn')}</span>
      </label>
      <button
        type="button"
        className="button"
        data-testid="replay-again"
        disabled={busy}
        onClick={() => void rerun()}
      >
        <Icon name="refresh" />
        {t('replay.again')}
      </button>
    </div>
  );
}
