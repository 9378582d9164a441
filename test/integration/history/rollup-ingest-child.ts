// The child of rollups.test.ts (bundled with rolldown, run with plain Node): it opens the store
// over a log without an index and syncs it, printing a line after each batch, until the test
// kills it. With the audit worker's path as second argument, a bulk sync runs on its threads
// (over 1 MiB to index), in small batches and transactions (four batches each).
import { HistoryStore } from '../../../electron/services/history/history-store';

async function main(): Promise<void> {
  const [dataDir, auditWorker] = process.argv.slice(2) as [string, string | undefined];
  const opened = HistoryStore.open({
    dataDir,
    ...(auditWorker && {
      auditWorker,
      bulkSizes: { minBytes: 1024 * 1024, chunkBytes: 256 * 1024, groupBytes: 1024 * 1024 },
    }),
  });
  if (!opened.ok) {
    process.stdout.write(`failed ${opened.message}\n`);
    process.exit(3);
  }
  await opened.store.sync((progress) =>
    process.stdout.write(`progress ${JSON.stringify(progress)}\n`),
  );
  process.stdout.write('done\n');
}

void main();
