import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/unit/**/*.test.ts', 'test/integration/**/*.test.ts', 'test/e2e/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Real subprocesses and a real browser on 2 cores: keep parallelism modest.
    maxWorkers: 2,
    fileParallelism: true,
  },
});
