import { defineConfig } from 'vitest/config';

import { LongestFirstSequencer } from './test/timing/longest-first-sequencer';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
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
  },
});
