// The README's test command: the build, then every vitest suite (unit, integration, e2e in
// Chromium) with the typecheck, lint and format checks beside it. Prints one closing line
// `N passed, N failed[, N skipped]` for CI.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

// The integration and browser tests run the built app: the build comes first.
const build = ['build', 'npx', ['electron-vite', 'build']];
// Types are checked by TypeScript 7, the native compiler: about a third of the CPU of 5.9's `tsc`,
// and the suite shares two cores with these checks. typescript-eslint still needs 5.9's API.
const tsc = (project) => [
  'node',
  ['node_modules/typescript-native/bin/tsc', '-p', project, '--noEmit'],
];
// Longest first.
const checks = [
  ['lint', 'npx', ['eslint', '.']],
  ['format', 'npx', ['prettier', '--check', '.']],
  ['typecheck', ...tsc('tsconfig.json')],
  ['typecheck renderer', ...tsc('renderer/tsconfig.json')],
];

/**
 * Runs one step with its output held back, and resolves with whether it passed and its output
 * whole, so that it never interleaves with another's. `background` lowers its priority.
 */
function runStep([name, command, args], { background = false } = {}) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    if (background && child.pid) os.setPriority(child.pid, 10);
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const finish = (ok) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      const text = `${Buffer.concat(output)}[${ok ? 'ok' : 'FAILED'}] ${name} (${seconds} s)\n`;
      resolve({ ok, text });
    };
    child.on('error', () => finish(false));
    child.on('close', (code) => finish(code === 0));
  });
}

const built = await runStep(build);
process.stdout.write(built.text);
// The checks run beside the tests, one at a time and behind them in priority: the test workers
// leave about a third of the CPU idle while they wait on subprocesses and the browser, and the
// checks fill it instead of holding both cores for a minute before the first test. Their output
// is printed after the tests'.
const checked = (async () => {
  const results = [];
  for (const step of checks) results.push(await runStep(step, { background: true }));
  return results;
})();
const report = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-test-')), 'vitest.json');
// Every Node process reads NODE_EXTRA_CA_CERTS at start (a 220 KB bundle on these machines: 40 ms
// of a 60 ms `node -e 0`), and the suite starts hundreds (serve, the CLI, Node agents and hooks).
// The tests talk to 127.0.0.1 only, so no certificate is needed; the ones about this variable set
// their own.
const { NODE_EXTRA_CA_CERTS: _certs, ...testEnv } = process.env;
const vitest = await new Promise((resolve) => {
  const child = spawn(
    'npx',
    [
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      ...process.argv.slice(2),
    ],
    { stdio: 'inherit', env: testEnv },
  );
  child.on('error', () => resolve({ status: 1 }));
  child.on('close', (status) => resolve({ status }));
});
const results = [built, ...(await checked)];
for (const result of results.slice(1)) process.stdout.write(result.text);
const failedSteps = results.filter((result) => !result.ok).length;

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
