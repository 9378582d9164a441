import { workerData } from 'node:worker_threads';

import { isBulkIndexData, runBulkIndex } from './bulk-index-worker';
import { serveParseRequests } from './parse-worker';

// The entry of the audit index's worker threads (bundled as `audit-worker.js`). One script for
// both: a bulk sync's writer thread (see bulk-index-thread.ts) starts its parse worker from the
// script it runs itself, whose path the main thread already holds.
if (isBulkIndexData(workerData)) void runBulkIndex(workerData);
else serveParseRequests();
