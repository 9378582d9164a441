import path from 'node:path';

import { describe, expect, test, vi } from 'vitest';

import type { HistoryProgress } from '../../../shared/schemas/history';
import { auditPaths, removeIndexFiles } from '../../../electron/services/history/history-paths';
import {
  HistoryService,
  type HistoryServiceConfig,
} from '../../../electron/services/history/history-service';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';
import { builtAuditWorker } from '../../helpers/audit-worker';
import { tempDir, TEST_BULK_SIZES, writeLargeLog } from '../../unit/history/history-test-kit';

// The app and serve open History without waiting for the first sync, which indexes a whole log
// after a fresh index (minutes at ten million entries): the service answers at once, reads what
// is indexed so far, says how far indexing has come, and holds imports until it is done.
describe('HistoryService opened with syncInBackground', () => {
  /** A data folder whose log of 8,000 entries (about 4 MB) has no index yet. */
  function unindexedLog(): { root: string; dataDir: string } {
    const root = tempDir();
    const dataDir = path.join(root, 'data');
    writeLargeLog(dataDir);
    writeLargeLog(dataDir);
    removeIndexFiles(auditPaths(dataDir).index);
    return { root, dataDir };
  }

  const open = async (
    root: string,
    dataDir: string,
    syncInBackground: boolean,
    tuning: Partial<HistoryServiceConfig> = {},
  ) => {
    const opened = await HistoryService.open({
      bulkSizes: TEST_BULK_SIZES,
      ...tuning,
      dataDir,
      paths: resolveHostPaths({ HOME: path.join(root, 'home') }, 'linux'),
      env: {},
      auditWorker: await builtAuditWorker(),
      statsWorker: null,
      syncInBackground,
    });
    if (!opened.ok) throw new Error(opened.message);
    return opened.service;
  };

  test('answers before the log is indexed, reports indexing to its end, then imports', async () => {
    const { root, dataDir } = unindexedLog();
    const service = await open(root, dataDir, true);
    const indexing: HistoryProgress[] = [];
    service.onDidProgress((progress) => {
      if (progress.phase === 'reindex') indexing.push(progress);
    });
    try {
      expect(service.status().entries).toBe(0);
      expect(service.query({}).entries).toEqual([]);
      // An import asked meanwhile waits for the sync (two syncs would write the same rows).
      const report = service.importNow();
      const last = () => indexing.at(-1) ?? { bytesDone: 0, bytesTotal: 1 };
      await vi.waitFor(() => expect(last().bytesDone).toBe(last().bytesTotal), {
        timeout: 60_000,
      });
      expect(indexing.length).toBeGreaterThan(1);
      expect(indexing[0]!.bytesDone).toBeLessThan(indexing[0]!.bytesTotal);
      expect((await report).error).toBeNull();
      expect(service.status().entries).toBe(8_000);
      expect(service.query({ limit: 1 }).entries).toHaveLength(1);
    } finally {
      await service.dispose();
    }
  }, 120_000);

  test('says every byte is done only once all of them are committed', async () => {
    const { root, dataDir } = unindexedLog();
    // All batches but the first in one transaction: the last batch is read long before it is
    // committed.
    const service = await open(root, dataDir, true, {
      bulkSizes: { ...TEST_BULK_SIZES, groupBytes: 1024 * 1024 * 1024 },
    });
    const seen: { bytesDone: number; entries: number }[] = [];
    let whenDone: number | null = null;
    service.onDidProgress((progress) => {
      if (progress.phase !== 'reindex') return;
      seen.push(progress);
      if (whenDone === null && progress.bytesDone >= progress.bytesTotal)
        whenDone = service.status().entries;
    });
    try {
      await vi.waitFor(() => expect(whenDone).not.toBeNull(), { timeout: 60_000 });
      expect(whenDone).toBe(8_000);
      // The first batch is a transaction of its own, listed at once; the others were reported
      // as read while they waited for their commit.
      expect(seen.length).toBeGreaterThan(10);
      expect(seen[0]!.entries).toBeGreaterThan(0);
      expect(seen[1]!.entries).toBe(seen[0]!.entries);
      expect(seen[1]!.bytesDone).toBeGreaterThan(seen[0]!.bytesDone);
    } finally {
      await service.dispose();
    }
  }, 120_000);

  test('closes at once in the middle of it, and the next open indexes the rest', async () => {
    const { root, dataDir } = unindexedLog();
    const errors = vi.spyOn(console, 'error');
    const service = await open(root, dataDir, true);
    service.importNow().catch(() => undefined);
    await service.dispose();
    // The sync stops at its next step on the closed index, quietly.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(errors).not.toHaveBeenCalled();
    const again = await open(root, dataDir, false);
    try {
      expect(again.status().entries).toBe(8_000);
    } finally {
      await again.dispose();
    }
  }, 120_000);
});
