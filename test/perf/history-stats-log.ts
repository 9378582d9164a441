import fs from 'node:fs';

import type { HistoryEntryInput } from '../../shared/schemas/history';
import { HistoryStore } from '../../electron/services/history/history-store';
import { auditPaths } from '../../electron/services/history/history-paths';
import { LOG_START, makeInputs } from './audit-bench-data';
import { linkCachedLog, saveCachedLog } from './audit-log-cache';
import { makeRealisticInputs, REALISTIC_VERSION } from './history-stats-data';

/** The two logs of the History statistics bench (see history-stats-data.ts). */
export type LogShape = 'realistic' | 'uniform';

const GENERATORS: Record<
  LogShape,
  { variant: string; make: (at: number, n: number) => HistoryEntryInput[] }
> = {
  realistic: { variant: `realistic-v${REALISTIC_VERSION}`, make: makeRealisticInputs },
  // The audit-store bench's log (and its cache): every column drawn uniformly, the worst case.
  uniform: { variant: '', make: (at, n) => makeInputs(at, n, LOG_START) },
};

/**
 * Puts a log of `rows` entries of one shape into the audit folder of `dataDir` (no index): the
 * cached one when there is one, else written through the store's append and cached.
 */
export function prepareLog(dataDir: string, rows: number, shape: LogShape): void {
  const { dir, index } = auditPaths(dataDir);
  const { variant, make } = GENERATORS[shape];
  if (linkCachedLog(rows, dir, variant)) return;
  const opened = HistoryStore.open({ dataDir });
  if (!opened.ok) throw new Error(opened.message);
  for (let at = 0; at < rows; at += 5000) {
    const result = opened.store.append(make(at, Math.min(5000, rows - at)));
    if (!result.ok) throw new Error(result.message);
    if (result.rejected.length > 0) throw new Error(`rejected: ${result.rejected[0]?.reason}`);
  }
  opened.store.dispose();
  saveCachedLog(rows, dir, variant);
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(index + suffix, { force: true });
}
