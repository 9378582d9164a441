import { AuditAgentSchema, type AuditHookStat } from '../../../shared/schemas/audit';
import { useI18n } from '../../i18n/i18n-context';
import { formatDuration } from '../bench/model/format-duration';
import { agentName } from './agent-name';

/** The most-run hooks shown; the service sorts them. */
const MAX_ROWS = 50;

/** Per hook (and agent and event): runs, failure and block rates, median and p95 latency. */
export function HookStatsTable({ stats }: { stats: readonly AuditHookStat[] }) {
  const { t, locale, formatNumber } = useI18n();
  if (stats.length === 0) return <p className="history-muted">{t('history.stats.none')}</p>;
  const percent = (rate: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(rate);
  const agentOf = (agent: string) => {
    const known = AuditAgentSchema.safeParse(agent);
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
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
