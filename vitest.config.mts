import { defineConfig } from 'vitest/config';

import { LongestFirstSequencer } from './test/timing/longest-first-sequencer.mts';

/**
 * Integration files that change what their worker process holds for every later file: they get
 * a fresh worker each. Every other integration file keeps its state in temp dirs, subprocesses
 * and servers it closes, and shares workers (the `integration` project).
 */
const ISOLATED_INTEGRATION = [
  // Set process.env for the hook's environment (a leak check).
  'test/integration/runner/claude-conformance.test.ts',
  'test/integration/runner/cline-vscode-conformance.test.ts',
  'test/integration/runner/cline-cli-conformance.test.ts',
  // Replaces process.env (HOME, CODEX_HOME) for the in-process CLI.
  'test/integration/cli/trust-command.test.ts',
  // Hold an audit store open in this process (as the app would) and never close it.
  'test/integration/history/history-cli.test.ts',
  'test/integration/cli/audit-import-app-open.test.ts',
  // Measures the worker's own memory (rss) around a hook printing a gigabyte.
  'test/integration/runner/process-hygiene.test.ts',
];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    // A read after an action polls (expect.poll) until the state it expects: on a loaded 2-core
    // machine the UI can take seconds to show it, and the 1 s default gave up too early.
    expect: { poll: { timeout: 15_000, interval: 50 } },
    hookTimeout: 60_000,
    setupFiles: ['test/helpers/vitest-setup.ts'],
    // Real subprocesses and a real browser on 2 cores: keep parallelism modest.
    maxWorkers: 2,
    fileParallelism: true,
    sequence: { sequencer: LongestFirstSequencer },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.ts'],
          // Unit files share one module graph per worker instead of importing it afresh each:
          // importing was most of their time (125 s → 80 s). They keep no state between files
          // that another reads (temp dirs, no globals).
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // Likewise for the browser files: what they start (serve, Chromium) lives in other
          // processes and ends with each file, and playwright-core is slow to import afresh.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts'],
          exclude: ISOLATED_INTEGRATION,
          // Real servers and agents run in processes of their own, which each file ends. Importing
          // the service graph afresh for every file was most of the small files' time: 51 files
          // of ≤ 4 s took 158 s wall and 185 s CPU isolated, 52 s and 71 s sharing workers. What
          // the helpers make once per process (`cline auth`'s settings, the built process host)
          // is now made once per worker.
          isolate: false,
        },
      },
      {
        extends: true,
        // Files that change process-wide state (environment, open stores, its memory): a fresh
        // worker per file.
        test: { name: 'integration-isolated', include: ISOLATED_INTEGRATION },
      },
    ],
  },
});
