import { buildShapes } from '../rollup-rebuild';
import type { Migration } from './migration';

/**
 * Entry shapes (see shape-cells.ts): per UTC day, the entries of each combination of kind,
 * source, agent, event, tool and outcome (0 for a column without a value). A filtered page on
 * two or more of those columns reads which days can hold a match, and answers a combination that
 * never occurred at once. Keyed by day first: ingest appends at the end, and retention deletes
 * whole days. `build` counts the entries already indexed: an index upgrades without a reindex.
 */
export const migration006: Migration = {
  version: 6,
  name: 'shapes',
  sql: `
CREATE TABLE rollup_shapes (
  day INTEGER NOT NULL,
  kind INTEGER NOT NULL,
  source INTEGER NOT NULL,
  agent INTEGER NOT NULL,
  event INTEGER NOT NULL,
  tool INTEGER NOT NULL,
  outcome INTEGER NOT NULL,
  entries INTEGER NOT NULL,
  PRIMARY KEY (day, kind, source, agent, event, tool, outcome)
) WITHOUT ROWID;
`,
  build: buildShapes,
};
