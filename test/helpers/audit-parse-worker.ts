import path from 'node:path';

import { builtEntry } from './built-worker';

/** The audit parse worker (`out/main/audit-parse-worker.js` in the app): see ParsePipeline. */
export function builtParseWorker(): Promise<string> {
  return builtEntry(
    path.resolve(__dirname, '../../electron/services/history/parse-worker.ts'),
    'audit-parse-worker',
  );
}
