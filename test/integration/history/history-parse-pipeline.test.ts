import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test, vi } from 'vitest';

import Database from 'better-sqlite3';

import { auditPaths, removeIndexFiles } from '../../../electron/services/history/history-paths';
import { builtAuditWorker } from '../../helpers/audit-worker';
import {
  openTestStore,
  tempDir,
  TEST_BULK_SIZES,
  writeLargeLog,
} from '../../unit/history/history-test-kit';
import { rollupsVersusScan } from './rollup-scan';

/**
 * A fresh reindex of `dataDir` with or without the worker, while `log` ends in a line a writer is
 * still writing (appended after the store opened, which closes a dead writer's torn line; taken
 * away again after): its summary, status, four filtered pages and its rollups (checked against a
 * scan of its entries).
 */
async function snapshotOf(dataDir: string, log: string, auditWorker: string | null) {
  const store = openTestStore({ dataDir, auditWorker, bulkSizes: TEST_BULK_SIZES });
  const whole = fs.statSync(log).size;
  fs.appendFileSync(log, '{"id": "partial');
  const summary = await store.reindex({ fresh: true });
  const page = (filter: object) =>
    store.query({ filter, cursor: null, limit: 50, order: 'desc' }).entries.map((e) => e.id);
  const result = {
    summary: { entries: summary.entries, malformed: summary.malformed },
    status: store.status().entries,
    pages: [
      page({}),
      page({ tool: 'Edit', outcome: 'block' }),
      page({ sessionId: 'session-5' }),
      page({ text: 'task-1234' }),
    ],
  };
  store.dispose();
  fs.truncateSync(log, whole);
  const db = new Database(auditPaths(dataDir).index, { readonly: true });
  try {
    const { stored, scanned } = rollupsVersusScan(db);
    expect(stored).toEqual(scanned);
    return { ...result, rollups: stored };
  } finally {
    db.close();
  }
}

// The bulk sync's worker-thread pipeline must build the same index as the main-thread sync.
describe('the threads of bulk syncs', () => {
  test(
    'stop at a full index with what they committed exact, and the sync fails as on the main thread',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir();
      writeLargeLog(dataDir);
      removeIndexFiles(auditPaths(dataDir).index);
      const capped = openTestStore({
        dataDir,
        auditWorker: await builtAuditWorker(),
        maxIndexBytes: 512 * 1024,
        bulkSizes: TEST_BULK_SIZES,
      });
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      try {
        await expect(capped.sync()).rejects.toMatchObject({ code: 'SQLITE_FULL' });
        // The thread stopped first, and said so; the main thread then met the full index too.
        expect(warned).toHaveBeenCalledWith(
          expect.stringMatching(/^History: the indexing thread stopped \(.*full.*\)/),
        );
      } finally {
        warned.mockRestore();
      }
      const indexed = capped.status().entries;
      capped.dispose();
      expect(indexed).toBeGreaterThan(0);
      expect(indexed).toBeLessThan(4_000);
      const db = new Database(auditPaths(dataDir).index, { readonly: true });
      try {
        const { stored, scanned } = rollupsVersusScan(db);
        expect(stored).toEqual(scanned);
      } finally {
        db.close();
      }
      const roomy = openTestStore({
        dataDir,
        auditWorker: await builtAuditWorker(),
        bulkSizes: TEST_BULK_SIZES,
      });
      try {
        await roomy.sync();
        expect(roomy.status().entries).toBe(4_000);
      } finally {
        roomy.dispose();
      }
    },
  );

  test(
    'indexes a large log exactly as the main thread does, malformed lines and a partial last line included',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir();
      const log = writeLargeLog(dataDir);
      const mainThread = await snapshotOf(dataDir, log, null);
      // The audit worker behind a script that notes each thread it starts as, in order.
      const started = path.join(dataDir, 'started.txt');
      const noting = path.join(dataDir, 'noting-worker.js');
      fs.writeFileSync(
        noting,
        `const { workerData } = require('node:worker_threads');\n` +
          `require('node:fs').appendFileSync(${JSON.stringify(started)}, (workerData?.role ?? 'parse') + '\\n');\n` +
          `require(${JSON.stringify(await builtAuditWorker())});\n`,
      );
      const threaded = await snapshotOf(dataDir, log, noting);
      expect(mainThread.summary).toEqual({ entries: 4_000, malformed: 2 });
      expect(mainThread.pages[3]).toHaveLength(1);
      expect(threaded).toEqual(mainThread);
      // It wrote on a thread of its own, which parsed on a second.
      expect(fs.readFileSync(started, 'utf8')).toBe('bulk-index\nparse\n');
      // A worker that cannot start leaves the work to the main thread, with the same result.
      const broken = path.join(dataDir, 'no-such-worker.js');
      expect(await snapshotOf(dataDir, log, broken)).toEqual(mainThread);
      // A path Node refuses at once (not absolute, no ./) throws from `new Worker` itself.
      expect(await snapshotOf(dataDir, log, 'no-such-worker.js')).toEqual(mainThread);
    },
  );

  test(
    'indexes a log of several files exactly as the main thread does (the worker reads ahead across them)',
    { timeout: 120_000 },
    async () => {
      const dataDir = tempDir();
      const log = writeLargeLog(dataDir);
      // The same lines as four files of the log, the last with the malformed lines.
      const lines = fs.readFileSync(log, 'utf8').split(/(?<=\n)/);
      const quarter = Math.ceil(lines.length / 4);
      fs.rmSync(log);
      const files = [1, 2, 3, 4].map((n) => log.replace(/-\d{4}\.jsonl$/, `-000${n}.jsonl`));
      files.forEach((file, at) =>
        fs.writeFileSync(file, lines.slice(at * quarter, (at + 1) * quarter).join('')),
      );
      const last = files[3] as string;
      const mainThread = await snapshotOf(dataDir, last, null);
      expect(mainThread.summary).toEqual({ entries: 4_000, malformed: 2 });
      expect(await snapshotOf(dataDir, last, await builtAuditWorker())).toEqual(mainThread);
    },
  );
});
