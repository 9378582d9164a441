import { HistoryAgentSchema, type HistoryHookStat } from '../../../shared/schemas/history';
import type { HookEntry } from '../../../shared/schemas/hook';
import { useI18n } from '../../i18n/i18n-context';
import { formatDuration } from '../bench/model/format-duration';
import { agentName } from './agent-name';
import { useAgents } from '../shell/use-agents';
import { hookTimeoutMs } from './model/hook-timeout';

/** The most-run hooks shown; the service sorts them. */
const MAX_ROWS = 50;

/**
 * Per hook (and agent and event): runs, failure and block rates, median and p95 latency, and the
 * p95 against the hook's timeout (from the inventory on screen, where the hook is in it).
 */
export function HookStatsTable({
  stats,
  hooks,
}: {
  stats: readonly HistoryHookStat[];
  hooks: readonly HookEntry[];
}) {
  const { t, locale, formatNumber } = useI18n();
  const agents = useAgents();
  if (stats.length === 0) return <p className="history-muted">{t('history.stats.none')}</p>;
  const percent = (rate: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
  const agentOf = (agent: string) => {
    const known = HistoryAgentSchema.safeParse(agent);
    return known.success ? agentName(known.data, t) : agent;
  };
  const ms = (value: number | null) => (value === null ? '' : formatDuration(value, locale));
  return (
    <div className="history-stats-wrap">
      <table className="history-stats" data-testid="history-hook-stats">
        <thead>
          <tr>
            <th scope="col">{t('history.column.hook')}</th>
            <th scope="col">{t('history.column.agent')}</th>
            <th scope="col">{t('history.column.event')}</th>
            <th scope="col">{t('history.stats.runs')}</th>
            <th scope="col">{t('history.stats.failureRate')}</th>
            <th scope="col">{t('history.stats.blockRate')}</th>
            <th scope="col">{t('history.stats.p50')}</th>
            <th scope="col">{t('history.stats.p95')}</th>
            <th scope="col">{t('history.stats.timeout')}</th>
          </tr>
        </thead>
        <tbody>
          {stats.slice(0, MAX_ROWS).map((stat) => (
            <tr key={`${stat.agent}|${stat.event}|${stat.hook}`}>
              <td>
                <code className="history-stats-hook" title={stat.hook}>
                  {stat.hook}
                </code>
              </td>
              <td>{agentOf(stat.agent)}</td>
              <td>
                <code>{stat.event}</code>
              </td>
              <td>{formatNumber(stat.runs)}</td>
              <td>{percent(stat.failureRate)}</td>
              <td>{percent(stat.blockRate)}</td>
              <td>{ms(stat.p50Ms)}</td>
              <td>{ms(stat.p95Ms)}</td>
              <td>
                <TimeoutShare p95Ms={stat.p95Ms} timeoutMs={hookTimeoutMs(stat, hooks, agents)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** How much of its timeout the hook's p95 uses: a meter and "12% of 30 s". */
function TimeoutShare({ p95Ms, timeoutMs }: { p95Ms: number | null; timeoutMs: number | null }) {
  const { t, locale } = useI18n();
  if (timeoutMs === null) return null;
  const timeout = formatDuration(timeoutMs, locale);
  if (p95Ms === null) return <span>{timeout}</span>;
  const share = p95Ms / timeoutMs;
  const percent = new Intl.NumberFormat(locale, {
    style: 'percent',
    maximumFractionDigits: share < 0.01 ? 2 : 0,
  }).format(share);
  const label = t('history.stats.ofTimeout', { percent, timeout });
  return (
    <span className="history-timeout-share" data-testid="history-timeout-share">
      <meter
        min={0}
        max={1}
        low={0.5}
        high={0.8}
        optimum={0}
        value={Math.min(share, 1)}
        aria-label={label}
      />
      <span>{label}</span>
    </span>
  );
}
