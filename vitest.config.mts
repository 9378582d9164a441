import { defineConfig } from 'vitest/config';

import { LongestFirstSequencer } from './test/timing/longest-first-sequencer';

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
        // Real servers, agents and process-wide settings (environment, signal handlers): a fresh
        // worker per file.
        test: { name: 'integration', include: ['test/integration/**/*.test.ts'] },
      },
    ],
  },
});
