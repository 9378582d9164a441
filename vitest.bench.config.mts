import { defineConfig } from 'vitest/config';

// Benchmarks are plain vitest files that measure and print `name: ratio (baseline …)` lines;
// they assert nothing about speed (a slow shared machine must not fail CI).
export default defineConfig({
  test: {
    include: ['test/perf/**/*.bench.ts'],
    testTimeout: 600_000,
    hookTimeout: 600_000,
    fileParallelism: false,
    reporters: ['verbose'],
  },
});
