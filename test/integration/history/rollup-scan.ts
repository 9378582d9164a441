import type Database from 'better-sqlite3';

import { durationBin } from '../../../electron/services/history/rollup-delta';

const COLUMNS = [
  'kind',
  'source',
  'agent',
  'workspace',
  'session',
  'event',
  'tool',
  'hook',
  'outcome',
];
const SEQ_PER_MS = 1024;
const SHAPE_COLUMNS = ['kind', 'source', 'agent', 'event', 'tool', 'outcome'];
// The columns hook cells are kept per value of, with their field numbers.
const FACETS: [string, number][] = [
  ['source', 2],
  ['workspace', 4],
  ['tool', 7],
  ['outcome', 9],
];

interface Row {
  seq: number;
  duration: number | null;
  [column: string]: number | null;
}

/**
 * The rollup tables as a full scan of `entries` says they should be, and as they are, both as
 * sorted `key=value` lines so that a test failure shows the cells that differ. Written apart from
 * the ingest code (only the duration bins are shared: they define the table).
 */
export function rollupsVersusScan(db: Database.Database): { stored: string[]; scanned: string[] } {
  const hookRunKinds = new Set(
    db
      .prepare("SELECT id FROM terms WHERE field = 1 AND value IN ('hook-run', 'hookyard-run')")
      .pluck()
      .all() as number[],
  );
  const outcomeClass = new Map(
    db
      .prepare(
        "SELECT id, CASE WHEN value IN ('error', 'timeout', 'invalid-output') THEN 1 " +
          "WHEN value IN ('block', 'deny', 'stop') THEN 2 ELSE 0 END FROM terms WHERE field = 9",
      )
      .raw()
      .all() as [number, number][],
  );
  const hours = new Map<string, number>();
  // Day and shape (kind, source, agent, event, tool, outcome; 0 for none) → entries.
  const shapes = new Map<string, number>();
  // Hook cell key → runs, failures, blocks, last seq, and per duration bin: count and total.
  const cells = new Map<string, Cell>();
  for (const row of db.prepare('SELECT * FROM entries').iterate() as Iterable<Row>) {
    const ms = Math.floor(row.seq / SEQ_PER_MS);
    const hour = Math.floor(ms / 3_600_000);
    const day = Math.floor(ms / 86_400_000);
    const outcome = row.outcome ?? 0;
    const hourKeys = [
      `0,0`,
      ...COLUMNS.flatMap((c, i) => (row[c] === null ? [] : [`${i + 1},${row[c]}`])),
    ];
    for (const key of hourKeys) add(hours, `${key},${hour},${outcome}`);
    add(shapes, [day, ...SHAPE_COLUMNS.map((c) => row[c] ?? 0)].join(','));
    if (row.hook === null || !hookRunKinds.has(row.kind as number)) continue;
    const hookKey = `${row.hook},${row.agent},${row.event},${row.kind}`;
    const facets = [
      '0,0',
      ...FACETS.flatMap(([c, f]) => (row[c] === null ? [] : [`${f},${row[c]}`])),
    ];
    // Each run counts in its day's cells and in its month's (months since January 1970, UTC).
    const date = new Date(ms);
    const month = (date.getUTCFullYear() - 1970) * 12 + date.getUTCMonth();
    // Months are kept for all runs only (facet 0).
    const keys = [
      ...facets.map((facet) => `day ${facet},${day},${hookKey}`),
      `month 0,0,${month},${hookKey}`,
    ];
    for (const key of keys) {
      const cell = cells.get(key) ?? { runs: 0, failures: 0, blocks: 0, last: 0, bins: new Map() };
      cells.set(key, cell);
      cell.runs += 1;
      const kind = outcomeClass.get(outcome) ?? 0;
      if (kind === 1) cell.failures += 1;
      if (kind === 2) cell.blocks += 1;
      cell.last = Math.max(cell.last, row.seq);
      if (row.duration === null) continue;
      const bin = cell.bins.get(durationBin(row.duration)) ?? [0, 0];
      cell.bins.set(durationBin(row.duration), [bin[0] + 1, bin[1] + row.duration]);
    }
  }
  const scanned = [
    ...[...hours].map(([key, n]) => `hours ${key}=${n}`),
    ...[...shapes].map(([key, n]) => `shapes ${key}=${n}`),
    ...[...cells].map(([key, cell]) => `hook-cells ${key}=${cellText(cell)}`),
  ].sort();
  const storedCells = (period: 'day' | 'month', table: string) =>
    (
      db
        .prepare(
          `SELECT facet, term, ${period}, hook, agent, event, kind, runs, failures, blocks, last_seq, bins ` +
            `FROM ${table}`,
        )
        .raw()
        .all() as (number | Buffer)[][]
    ).map((row) => {
      const [runs, failures, blocks, last, blob] = row.slice(7) as [
        number,
        number,
        number,
        number,
        Buffer,
      ];
      const values = new Float64Array(new Uint8Array(blob).buffer);
      const bins = new Map<number, [number, number]>();
      for (let i = 0; i < values.length; i += 3) {
        bins.set(values[i] as number, [values[i + 1] as number, values[i + 2] as number]);
      }
      return `hook-cells ${period} ${row.slice(0, 7).join(',')}=${cellText({ runs, failures, blocks, last, bins })}`;
    });
  const stored = [
    ...lines(db, 'hours', 'SELECT field, term, hour, outcome, entries FROM rollup_hours'),
    ...lines(db, 'shapes', `SELECT day, ${SHAPE_COLUMNS.join(', ')}, entries FROM rollup_shapes`),
    ...storedCells('day', 'rollup_hook_cells'),
    ...storedCells('month', 'rollup_hook_months'),
  ].sort();
  return { stored, scanned };
}

interface Cell {
  runs: number;
  failures: number;
  blocks: number;
  last: number;
  bins: Map<number, [number, number]>;
}

function cellText(cell: Cell): string {
  const bins = [...cell.bins]
    .sort((a, b) => a[0] - b[0])
    .map(([bin, [n, total]]) => `${bin}:${n}:${total.toFixed(3)}`);
  return `${cell.runs},${cell.failures},${cell.blocks},${cell.last} ${bins.join(' ')}`;
}

function add(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

// Each row as `name key=value`, the last column after the '='.
function lines(db: Database.Database, name: string, sql: string): string[] {
  return (db.prepare(sql).raw().all() as number[][]).map(
    (row) => `${name} ${row.slice(0, -1).join(',')}=${row.at(-1)}`,
  );
}
