import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { build } from 'rolldown';

const SOURCE = path.resolve(__dirname, '../../electron/services/history/parse-worker.ts');
let built: Promise<string> | null = null;

/**
 * The audit parse worker bundled from its sources, as electron-vite bundles it for the app
 * (`out/main/audit-parse-worker.js`): tests and benches run from sources, and a worker thread
 * cannot load TypeScript. Built once per process into a temp folder.
 */
export function builtParseWorker(): Promise<string> {
  built ??= (async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-parse-worker-'));
    const file = path.join(dir, 'audit-parse-worker.js');
    await build({
      input: SOURCE,
      platform: 'node',
      output: { file, format: 'cjs' },
      logLevel: 'silent',
    });
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    return file;
  })();
  return built;
}
