import { buildHookCells } from '../rollup-rebuild';
import type { Migration } from './migration';

/**
 * Hook statistics cells, replacing `rollup_hook_days` and `rollup_hook_durations` (see
 * hook-cells.ts): per UTC day, hook, agent, event and kind, the runs, failures, blocks, last run
 * and duration bins, kept once for all runs (facet 0, term 0) and once per value of each of
 * HOOK_FACETS (facet = the column's field, term = its term id), so that a filter on a source,
 * workspace, tool or outcome reads cells instead of scanning. The bins of a cell are one blob.
 * Keyed by facet and term first: a query reads one contiguous range of days.
 * `build` counts the cells of the entries already indexed, in the migration's transaction: an
 * index upgrades without a reindex (the entries and the hourly rollups stay as they are).
 */
export const migration004: Migration = {
  version: 4,
  name: 'hook-cells',
  sql: `
DROP TABLE rollup_hook_days;
DROP TABLE rollup_hook_durations;
CREATE TABLE rollup_hook_cells (
  facet INTEGER NOT NULL,
  term INTEGER NOT NULL,
  day INTEGER NOT NULL,
  hook INTEGER NOT NULL,
  agent INTEGER NOT NULL,
  event INTEGER NOT NULL,
  kind INTEGER NOT NULL,
  runs INTEGER NOT NULL,
  failures INTEGER NOT NULL,
  blocks INTEGER NOT NULL,
  last_seq INTEGER NOT NULL,
  bins BLOB NOT NULL,
  PRIMARY KEY (facet, term, day, hook, agent, event, kind)
) WITHOUT ROWID;
`,
  build: buildHookCells,
};
