import { buildHookMonths } from '../rollup-rebuild';
import type { Migration } from './migration';

/**
 * Monthly hook statistics cells: the daily cells of all runs (facet 0) in `rollup_hook_cells`
 * summed per UTC month (months since January 1970), with the same key otherwise. Hook statistics
 * over a long range read one row per month and cell instead of one per day (ten million uniformly
 * spread entries kept 21,000 day cells for all runs, read in 324 ms). Ingest writes each such cell
 * to its day and its month in the same transaction; a recount of days (retention) sums their
 * months again. Facet cells have no months: they cost ingest too much (see HookCellDelta).
 * `build` sums the months of the daily cells already stored: an index upgrades without a reindex.
 */
export const migration005: Migration = {
  version: 5,
  name: 'hook-months',
  sql: `
CREATE TABLE rollup_hook_months (
  facet INTEGER NOT NULL,
  term INTEGER NOT NULL,
  month INTEGER NOT NULL,
  hook INTEGER NOT NULL,
  agent INTEGER NOT NULL,
  event INTEGER NOT NULL,
  kind INTEGER NOT NULL,
  runs INTEGER NOT NULL,
  failures INTEGER NOT NULL,
  blocks INTEGER NOT NULL,
  last_seq INTEGER NOT NULL,
  bins BLOB NOT NULL,
  PRIMARY KEY (facet, term, month, hook, agent, event, kind)
) WITHOUT ROWID;
`,
  build: buildHookMonths,
};
