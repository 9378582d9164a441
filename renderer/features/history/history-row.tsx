import type { HistoryEntry } from '../../../shared/schemas/history';
import { useI18n } from '../../i18n/i18n-context';
import type { Locale } from '../../i18n/locales';
import { formatDuration } from '../bench/model/format-duration';
import { agentName } from './agent-name';
import { OutcomeBadge } from './outcome-badge';
import { VisibleText } from '../../components/visible-text';
import { revealHiddenChars } from '../../../shared/security/hidden-chars';

const timeFormats = new Map<Locale, Intl.DateTimeFormat>();

/** A row's time: short date and time to the second, in the locale's way (one formatter each). */
function formatRowTime(iso: string, locale: Locale): string {
  let format = timeFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      month: 'short',
      day: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    timeFormats.set(locale, format);
  }
  return format.format(new Date(iso));
}

/** One entry as a row of the history list: a button that opens its detail. */
export function HistoryRow(props: {
  entry: HistoryEntry;
  /** Its place in the list, for keyboard moves. */
  index: number;
  /** Whether it is the list's one Tab stop (arrow keys move between rows). */
  tabbable: boolean;
  selected: boolean;
  onSelect: (id: string) => void;
}) {
  const { t, locale } = useI18n();
  const { entry } = props;
  return (
    <button
      type="button"
      className="history-row"
      aria-current={props.selected ? 'true' : undefined}
      data-testid="history-row"
      data-index={props.index}
      tabIndex={props.tabbable ? 0 : -1}
      data-id={entry.id}
      data-agent={entry.agent}
      data-source={entry.source}
      onClick={() => props.onSelect(entry.id)}
    >
      <span className="history-cell history-time">{formatRowTime(entry.ts, locale)}</span>
      <span className="history-cell" title={agentName(entry.agent, t)}>
        <span className={`agent-dot agent-${entry.agent}`} aria-hidden="true" />
        {agentName(entry.agent, t)}
      </span>
      <code className="history-cell" title={entry.event}>
        {entry.event}
      </code>
      <code className="history-cell" title={entry.tool ? revealHiddenChars(entry.tool) : undefined}>
        <VisibleText text={entry.tool ?? ''} />
      </code>
      <code
        className="history-cell history-hook"
        title={entry.hook ? revealHiddenChars(entry.hook) : undefined}
      >
        <VisibleText text={entry.hook ?? ''} />
      </code>
      <span className="history-cell">
        <OutcomeBadge outcome={entry.outcome} />
      </span>
      <span className="history-cell history-duration">
        {entry.durationMs === null ? '' : formatDuration(entry.durationMs, locale)}
      </span>
      <span
        className="history-cell history-source"
        title={t(`history.source.${entry.source}` as const)}
      >
        {t(`history.source.${entry.source}` as const)}
      </span>
    </button>
  );
}
