// The child of rollups.test.ts (bundled with rolldown, run with plain Node): it opens the store
// over a log without an index and syncs it, printing a line after each committed batch, until
// the test kills it.
import { HistoryStore } from '../../../electron/services/history/history-store';

async function main(): Promise<void> {
  const opened = HistoryStore.open({ dataDir: process.argv[2] as string });
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
