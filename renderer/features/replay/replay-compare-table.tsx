import type { ReactNode } from 'react';

import type {
  ReplayCase,
  ReplayDiffField,
  ReplayOutcomeView,
} from '../../../shared/schemas/replay';
import type { MessageKey } from '../../i18n/catalogue-en';
import { useI18n } from '../../i18n/i18n-context';
import { msg, type Translator } from '../../i18n/translator';
import { formatDuration } from '../bench/model/format-duration';
import { VerdictBadge } from './verdict-badge';
import { LongText } from '../../components/long-text';

/** One row of the comparison: which aspect, which `differs` entry marks it, how a side shows. */
interface Row {
  id: string;
  label: MessageKey;
  field: ReplayDiffField;
  show: (side: ReplayOutcomeView, words: Pick<Translator, 'locale' | 't'>) => ReactNode;
  /** Only for a case whose "then" the agent's permission check decided (no hook did). */
  permissionOnly?: boolean;
  /** What the process printed or returned: unknown when a side recorded only the decision. */
  fromOutput?: boolean;
  /** For a row that shares its `differs` entry with another: whether this one changed. */
  changed?: (then: ReplayOutcomeView | null, now: ReplayOutcomeView) => boolean;
}

const pre = (text: string) =>
  text ? (
    <pre className="replay-pre">
      <LongText text={text} />
    </pre>
  ) : null;

/** Who decided a side: the hooks, unless the agent's permission check did. */
const DECIDED_BY: Record<NonNullable<ReplayOutcomeView['decidedBy']> | 'hooks', MessageKey> = {
  hooks: msg('replay.decidedBy.hooks'),
  settings: msg('replay.decidedBy.settings'),
  user: msg('replay.decidedBy.user'),
  agent: msg('replay.decidedBy.agent'),
};

const ROWS: readonly Row[] = [
  {
    id: 'verdict',
    label: msg('replay.field.verdict'),
    field: 'verdict',
    show: (side) => <VerdictBadge kind={side.verdictKind} />,
  },
  {
    id: 'decidedBy',
    label: msg('replay.field.decidedBy'),
    field: 'verdict',
    permissionOnly: true,
    show: (side, { t }) => t(DECIDED_BY[side.decidedBy ?? 'hooks']),
    changed: () => false,
  },
  {
    id: 'toolRan',
    label: msg('replay.field.toolRan'),
    field: 'verdict',
    permissionOnly: true,
    // A replay runs hooks, never the tool itself.
    show: (side, { t }) =>
      side.toolRan === undefined
        ? t('replay.toolRan.notInReplay')
        : side.toolRan
          ? t('replay.toolRan.yes')
          : t('replay.toolRan.no'),
    changed: () => false,
  },
  {
    id: 'reason',
    label: msg('replay.field.reason'),
    field: 'verdict',
    show: (side) => (side.reason ? <span lang="en">{side.reason}</span> : null),
    changed: (then, now) => (then?.reason ?? null) !== now.reason,
  },
  {
    id: 'exitCode',
    fromOutput: true,
    label: msg('replay.field.exitCode'),
    field: 'exitCode',
    show: (side) => (side.exitCode === null ? null : <code>{side.exitCode}</code>),
  },
  {
    id: 'context',
    label: msg('replay.field.context'),
    field: 'context',
    show: (side) => (side.context ? pre(side.context) : null),
  },
  {
    id: 'rewrittenInput',
    label: msg('replay.field.rewrittenInput'),
    field: 'rewrittenInput',
    show: (side) =>
      side.rewrittenInput === null || side.rewrittenInput === undefined
        ? null
        : pre(JSON.stringify(side.rewrittenInput, null, 2)),
  },
  {
    id: 'duration',
    label: msg('replay.field.duration'),
    field: 'duration',
    show: (side, { locale }) =>
      side.durationMs === null ? null : formatDuration(side.durationMs, locale),
  },
  {
    id: 'stdout',
    fromOutput: true,
    label: msg('replay.field.stdout'),
    field: 'output',
    show: (side) => pre(side.stdout),
    changed: (then, now) => (then?.stdout ?? '') !== now.stdout,
  },
  {
    id: 'stderr',
    fromOutput: true,
    label: msg('replay.field.stderr'),
    field: 'output',
    show: (side) => pre(side.stderr),
    changed: (then, now) => (then?.stderr ?? '') !== now.stderr,
  },
];

/** What the two columns are, when not "Then" and "Now" (a shadow run: saved hook vs draft). */
export interface SideLabels {
  then: string;
  now: string;
}

/**
 * Then and now side by side, one row per aspect. A row whose aspect differs is marked in words
 * ("Changed") as well as colour; an empty value reads "none", an unknown one "not recorded" (no
 * entry, or an entry that kept only the agent's decision, not what the hook printed).
 */
export function ReplayCompareTable({ item, sides }: { item: ReplayCase; sides?: SideLabels }) {
  const { t, locale } = useI18n();
  const rows = ROWS.filter((row) => !row.permissionOnly || item.then?.decidedBy !== undefined);
  const none = <span className="replay-none">{t('replay.none')}</span>;
  const notRecorded = <span className="replay-none">{t('replay.notRecorded')}</span>;
  const cell = (side: ReplayOutcomeView | null, row: Row) => {
    if (!side || (row.fromOutput && side.outputRecorded === false)) return notRecorded;
    return row.show(side, { locale, t }) ?? none;
  };
  return (
    <table className="replay-compare" data-testid="replay-compare">
      <caption className="visually-hidden">{t('replay.compareCaption')}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">{sides?.then ?? t('replay.then')}</th>
          <th scope="col">{sides?.now ?? t('replay.now')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const differs =
            item.differs.includes(row.field) && (row.changed?.(item.then, item.now) ?? true);
          return (
            <tr
              key={row.id}
              className={differs ? 'differs' : undefined}
              data-testid="replay-compare-row"
              data-field={row.id}
              data-differs={differs}
            >
              <th scope="row">
                {t(row.label)}
                {differs ? <span className="replay-changed">{t('replay.changed')}</span> : null}
              </th>
              <td data-side="then">{cell(item.then, row)}</td>
              <td data-side="now">{cell(item.now, row)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
