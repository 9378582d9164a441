import fs from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

import { HistoryService } from '../../electron/services/history/history-service';
import { auditPaths } from '../../electron/services/history/history-paths';
import { HistoryStore } from '../../electron/services/history/history-store';
import { listAuditFiles } from '../../electron/services/history/history-log';
import type { RetentionPolicy } from '../../electron/services/history/retention';
import { resolveHostPaths } from '../../electron/services/platform/host-paths';

/** What a retention run cost the process that opened the audit log. */
export interface RetentionCost {
  /** From the start of the open until the service (or store) answers. */
  openMs: number;
  /** The longest the event loop waited while retention ran. */
  longestBlockMs: number;
  /** From the start of retention until the last row went. */
  totalMs: number;
  /** Entries left in the index. */
  left: number;
}

/**
 * A copy of the data folder `from` (closed) in `to`: the log files hard-linked (retention only
 * unlinks them), the index copied (retention writes to it).
 */
export function copyDataDir(from: string, to: string): string {
  const source = auditPaths(from);
  const target = auditPaths(to);
  fs.mkdirSync(target.dir, { recursive: true });
  for (const file of listAuditFiles(source.dir)) {
    fs.linkSync(path.join(source.dir, file.name), path.join(target.dir, file.name));
  }
  for (const suffix of ['', '-wal']) {
    if (fs.existsSync(source.index + suffix)) {
      fs.copyFileSync(source.index + suffix, target.index + suffix, fs.constants.COPYFILE_FICLONE);
    }
  }
  return to;
}

/**
 * Retention as it ran before the steps: at open, after the sync, the files were deleted and all
 * their rows dropped in one transaction (dropFileRows). Measured as that: the files deleted, then
 * a store opened and synced, which drops the rows of vanished files with the same call.
 */
export async function retentionInOneTransaction(
  dataDir: string,
  policy: RetentionPolicy,
): Promise<RetentionCost> {
  const started = performance.now();
  const { dir } = auditPaths(dataDir);
  const files = listAuditFiles(dir);
  let total = files.reduce((sum, file) => sum + file.size, 0);
  for (const file of files.slice(0, -1)) {
    if (total <= policy.maxBytes) break;
    fs.unlinkSync(path.join(dir, file.name));
    total -= file.size;
  }
  const opened = HistoryStore.open({ dataDir, retention: policy, auditWorker: null });
  if (!opened.ok) throw new Error(opened.message);
  const dropStarted = performance.now();
  await opened.store.sync();
  const ended = performance.now();
  const left = opened.store.status().entries;
  opened.store.dispose();
  return {
    openMs: ended - started,
    longestBlockMs: ended - dropStarted,
    totalMs: ended - dropStarted,
    left,
  };
}

/** Retention as the service runs it now: after the open, in steps, in the background. */
export async function retentionInTheBackground(
  dataDir: string,
  home: string,
  policy: RetentionPolicy,
): Promise<RetentionCost> {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  const started = performance.now();
  const opened = await HistoryService.open({
    dataDir,
    retention: policy,
    paths: resolveHostPaths({ HOME: home }, 'linux'),
    env: {},
  });
  if (!opened.ok) throw new Error(opened.message);
  const openMs = performance.now() - started;
  const { service } = opened;
  delay.enable();
  const retentionStarted = performance.now();
  await service.applyRetention();
  const totalMs = performance.now() - retentionStarted;
  delay.disable();
  const left = service.status().entries;
  await service.dispose();
  return { openMs, longestBlockMs: delay.max / 1e6, totalMs, left };
}
