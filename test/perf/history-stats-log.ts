import fs from 'node:fs';

import { auditPaths } from '../../electron/services/history/history-paths';
import { LOG_START, makeInputs } from './audit-bench-data';
import { linkGeneratedLog } from './audit-log-cache';
import type { InputMaker } from './bench-log-writer';
import { makeRealisticInputs, REALISTIC_VERSION } from './history-stats-data';

/** The two logs of the History statistics bench (see history-stats-data.ts). */
export type LogShape = 'realistic' | 'uniform';

const GENERATORS: Record<LogShape, { variant: string; make: InputMaker }> = {
  realistic: { variant: `realistic-v${REALISTIC_VERSION}`, make: makeRealisticInputs },
  // The audit-store bench's log (and its cache): every column drawn uniformly, the worst case.
  uniform: { variant: '', make: (at, n) => makeInputs(at, n, LOG_START) },
};

/**
 * Puts a log of `rows` entries of one shape into the audit folder of `dataDir` (no index): the
 * cached one, generated first when there is none.
 */
export function prepareLog(dataDir: string, rows: number, shape: LogShape): void {
  const { dir, index } = auditPaths(dataDir);
  const { variant, make } = GENERATORS[shape];
  linkGeneratedLog(rows, dir, make, variant);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(index + suffix, { force: true });
}
