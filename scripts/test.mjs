// The README's test command: typecheck, lint, build, then every vitest suite (unit, integration,
// e2e in Chromium). Prints one closing line `N passed, N failed[, N skipped]` for CI.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const steps = [
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['typecheck renderer', 'npx', ['tsc', '-p', 'renderer/tsconfig.json', '--noEmit']],
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['build', 'npx', ['electron-vite', 'build']],
];

let failedSteps = 0;
for (const [name, command, args] of steps) {
  const started = Date.now();
  const run = spawnSync(command, args, { stdio: 'inherit' });
  const ok = run.status === 0;
  console.log(
    `[${ok ? 'ok' : 'FAILED'}] ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (!ok) failedSteps += 1;
  if (!ok && name === 'build') break;
}

const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-test-')), 'vitest.json');
const vitest = spawnSync(
  'npx',
  [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { stdio: 'inherit' },
);

let passed = 0;
let failed = failedSteps;
let skipped = 0;
try {
  const result = JSON.parse(fs.readFileSync(report, 'utf8'));
  passed = result.numPassedTests;
  failed += result.numFailedTests;
  skipped = result.numPendingTests + result.numTodoTests;
  // A suite that failed to load counts as a failure even though none of its tests ran.
  failed += result.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
} catch {
  failed += 1;
  console.error('No vitest report was written: the test run itself failed.');
}
if (vitest.status !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
