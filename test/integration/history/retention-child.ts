// The child of background-retention.test.ts (bundled with rolldown, run with plain Node): it
// opens the service over a log with expired files, as the app does, and prints the entries left
// at every turn of the event loop (the background retention takes a step in each) until the
// test kills it.
import { HistoryService } from '../../../electron/services/history/history-service';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';

async function main(): Promise<void> {
  const [dataDir, home, now, maxAgeDays, stepRows] = process.argv.slice(2) as string[];
  const opened = await HistoryService.open({
    dataDir: dataDir as string,
    paths: resolveHostPaths({ HOME: home }, 'linux'),
    env: {},
    now: () => new Date(Number(now)),
    retention: { maxAgeDays: Number(maxAgeDays), maxBytes: 1e12 },
    retentionStepRows: Number(stepRows),
    auditWorker: null,
  });
  if (!opened.ok) {
    process.stdout.write(`failed ${opened.message}\n`);
    process.exit(3);
  }
  const { service } = opened;
  const report = () => {
    process.stdout.write(`entries ${service.status().entries}\n`);
    setImmediate(report);
  };
  report();
  await service.applyRetention();
  process.stdout.write('done\n');
}

void main();
