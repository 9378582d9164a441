// The README's test command: typecheck, lint, build, then every vitest suite (unit, integration,
// e2e in Chromium). Prints one closing line `N passed, N failed[, N skipped]` for CI.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// Longest first, so that the two lanes end close together.
const steps = [
  ['build', 'npx', ['electron-vite', 'build']],
  ['lint', 'npx', ['eslint', '.']],
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json', '--noEmit']],
  ['typecheck renderer', 'npx', ['tsc', '-p', 'renderer/tsconfig.json', '--noEmit']],
  ['format', 'npx', ['prettier', '--check', '.']],
];

/**
 * Runs one step with its output held back and printed whole when it ends, so that two steps
 * running at once do not interleave their lines.
 */
function runStep([name, command, args]) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (ok) => {
      process.stdout.write(Buffer.concat(output));
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      console.log(`[${ok ? 'ok' : 'FAILED'}] ${name} (${seconds} s)`);
      resolve(ok);
    };
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code === 0));
  });
}

// Each step is one single-threaded process: two at a time keep both cores busy.
const pending = [...steps];
const results = [];
await Promise.all(
  [0, 1].map(async () => {
    for (let step = pending.shift(); step; step = pending.shift())
      results.push(await runStep(step));
  }),
);
const failedSteps = results.filter((ok) => !ok).length;
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
console.log(
  `Report: ${report} (node scripts/test-durations.mjs <report> refreshes the file order)`,
);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
