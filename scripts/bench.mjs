// Runs every benchmark in test/perf one after another and lets them print their figures.
import { spawnSync } from 'node:child_process';

const args = ['vitest', 'run', '--config', 'vitest.bench.config.mts', ...process.argv.slice(2)];
const run = spawnSync('npx', args, {
  stdio: 'inherit',
  env: { ...process.env, HOOKYARD_BENCH: '1' },
});
process.exit(run.status ?? 1);
