import type { HistoryTimeline } from '../../../shared/schemas/history';
import { useI18n } from '../../i18n/i18n-context';

const BUCKET_MS = { minute: 60_000, hour: 3_600_000, day: 86_400_000 } as const;
const WIDTH = 1000;
const HEIGHT = 80;
/** The widest a bar gets, as a share of WIDTH: a few buckets must not become wide slabs. */
const MAX_BAR = WIDTH / 24;

/**
 * Entries over time as plain SVG bars, placed by time (empty buckets stay gaps): all entries,
 * with failures and blocks drawn over them from the bottom. Each bar's numbers are its tooltip.
 *
 * Our own rather than uPlot (issue 14 §4), measured: uPlot 1.6.32 adds 51 KB minified (22 KB
 * gzipped) plus its stylesheet to the bundle for one static chart of at most a few hundred
 * buckets, which this file draws in 70 lines with no dependency. uPlot draws to a canvas, so each
 * bar's numbers (its <title>, which screen readers and the e2e test reach) would have to be
 * rebuilt beside it; it pays off for zooming or live series with thousands of points, which this
 * chart does not have.
 */
export function HistoryChart({ timeline }: { timeline: HistoryTimeline }) {
  const { t, formatDateTime, formatNumber } = useI18n();
  const { points } = timeline;
  const span = BUCKET_MS[timeline.bucket];
  const first = points.length ? Date.parse(points[0]!.start) : 0;
  const last = points.length ? Date.parse(points[points.length - 1]!.start) : 0;
  const buckets = Math.max((last - first) / span + 1, 1);
  const barWidth = WIDTH / buckets;
  const max = Math.max(1, ...points.map((point) => point.count));
  const total = points.reduce((sum, point) => sum + point.count, 0);
  const height = (count: number) => (count / max) * HEIGHT;
  return (
    <figure className="history-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        preserveAspectRatio="none"
        role="img"
        aria-label={t('history.chart.label', { count: total })}
        data-testid="history-chart"
      >
        {points.map((point) => {
          const w = Math.max(Math.min(barWidth, MAX_BAR) * 0.8, 1);
          // Centred in its bucket's slot.
          const x = ((Date.parse(point.start) - first) / span) * barWidth + (barWidth - w) / 2;
          return (
            <g key={point.start}>
              <title>
                {t('history.chart.bar', {
                  start: formatDateTime(point.start),
                  count: formatNumber(point.count),
                  failures: formatNumber(point.failures),
                  blocks: formatNumber(point.blocks),
                })}
              </title>
              <rect
                className="bar-all"
                x={x}
                y={HEIGHT - height(point.count)}
                width={w}
                height={height(point.count)}
              />
              <rect
                className="bar-blocks"
                x={x}
                y={HEIGHT - height(point.failures + point.blocks)}
                width={w}
                height={height(point.blocks)}
              />
              <rect
                className="bar-failures"
                x={x}
                y={HEIGHT - height(point.failures)}
                width={w}
                height={height(point.failures)}
              />
            </g>
          );
        })}
      </svg>
      {points.length ? (
        <div className="history-chart-span" data-testid="history-chart-span">
          <span>{formatDateTime(new Date(first).toISOString())}</span>
          <span>{t(`history.chart.per.${timeline.bucket}` as const)}</span>
          <span>{formatDateTime(new Date(last + span).toISOString())}</span>
        </div>
      ) : null}
      <figcaption className="history-legend">
        <span className="legend-all">{t('history.chart.entries')}</span>
        <span className="legend-failures">{t('history.chart.failures')}</span>
        <span className="legend-blocks">{t('history.chart.blocks')}</span>
      </figcaption>
    </figure>
  );
}
