import { resolve } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, externalizeDepsPlugin } from 'electron-vite';

export default defineConfig({
  main: {
    // execa is ESM-only: bundle it into the CommonJS main and CLI builds.
    plugins: [externalizeDepsPlugin({ exclude: ['execa'] })],
    build: {
      outDir: 'out/main',
      rollupOptions: {
        input: {
          index: resolve(__dirname, 'electron/main/index.ts'),
          cli: resolve(__dirname, 'electron/cli/main.ts'),
          // The audit index's bulk sync writes and parses in worker threads (see audit-worker.ts).
          'audit-worker': resolve(__dirname, 'electron/services/history/audit-worker.ts'),
          // History's word-filtered statistics run on a worker thread (see stats-thread.ts).
          'audit-stats-worker': resolve(__dirname, 'electron/services/history/stats-worker.ts'),
          // Replays start their hooks from small host processes (see process-pool.ts).
          'hook-process-host': resolve(__dirname, 'electron/services/runner/process-host.ts'),
        },
      },
    },
  },
  preload: {
    build: {
      outDir: 'out/preload',
      rollupOptions: { input: { index: resolve(__dirname, 'electron/preload/index.ts') } },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    plugins: [react()],
    build: {
      minify: true,
      outDir: resolve(__dirname, 'out/renderer'),
      rollupOptions: { input: resolve(__dirname, 'renderer/index.html') },
    },
  },
});
