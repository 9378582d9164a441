import path from 'node:path';

import { builtEntry } from './built-worker';

/** The audit worker (`out/main/audit-worker.js` in the app): see audit-worker.ts. */
export function builtAuditWorker(): Promise<string> {
  return builtEntry(
    path.resolve(__dirname, '../../electron/services/history/audit-worker.ts'),
    'audit-worker',
  );
}
