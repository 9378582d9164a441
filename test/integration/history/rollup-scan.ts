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
  const hours = new Map<string, number>();
  const hookDays = new Map<string, [number, number]>();
  const durations = new Map<string, [number, number]>();
  for (const row of db.prepare('SELECT * FROM entries').iterate() as Iterable<Row>) {
    const ms = Math.floor(row.seq / SEQ_PER_MS);
    const hour = Math.floor(ms / 3_600_000);
    const day = Math.floor(ms / 86_400_000);
    const outcome = row.outcome ?? 0;
    const cells = [
      `0,0`,
      ...COLUMNS.flatMap((c, i) => (row[c] === null ? [] : [`${i + 1},${row[c]}`])),
    ];
    for (const cell of cells) add(hours, `${cell},${hour},${outcome}`);
    if (row.hook === null || !hookRunKinds.has(row.kind as number)) continue;
    const hook = `${row.hook},${row.agent},${row.event},${row.kind},${day}`;
    const runs = hookDays.get(`${hook},${outcome}`) ?? [0, 0];
    hookDays.set(`${hook},${outcome}`, [runs[0] + 1, Math.max(runs[1], row.seq)]);
    if (row.duration === null) continue;
    const bin = durations.get(`${hook},${durationBin(row.duration)}`) ?? [0, 0];
    durations.set(`${hook},${durationBin(row.duration)}`, [bin[0] + 1, bin[1] + row.duration]);
  }
  const scanned = [
    ...[...hours].map(([key, n]) => `hours ${key}=${n}`),
    ...[...hookDays].map(([key, [n, last]]) => `hook-days ${key}=${n},${last}`),
    ...[...durations].map(([key, [n, total]]) => `durations ${key}=${n},${total.toFixed(3)}`),
  ].sort();
  const stored = [
    ...lines(db, 'hours', 'SELECT field, term, hour, outcome, entries FROM rollup_hours'),
    ...lines(
      db,
      'hook-days',
      'SELECT hook, agent, event, kind, day, outcome, entries, last_seq FROM rollup_hook_days',
      2,
    ),
    ...lines(
      db,
      'durations',
      'SELECT hook, agent, event, kind, day, bin, entries, total FROM rollup_hook_durations',
      2,
    ),
  ].sort();
  return { stored, scanned };
}

function add(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}

// Each row as `name key=values`, the last `values` columns after the '='.
function lines(db: Database.Database, name: string, sql: string, values = 1): string[] {
  return (db.prepare(sql).raw().all() as number[][]).map((row) => {
    const shown = row.map((value, at) =>
      name === 'durations' && at === row.length - 1 ? value.toFixed(3) : value,
    );
    return `${name} ${shown.slice(0, -values).join(',')}=${shown.slice(-values).join(',')}`;
  });
}
