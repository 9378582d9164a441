import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { afterAll, expect, test } from 'vitest';

import { startFakeModelServer } from '../../helpers/fake-model-server';
import { tempDir } from '../../unit/runner/hook-fixtures';

const { dir, cleanup } = tempDir('fake-model-server-log');
afterAll(cleanup);

/**
 * A server that logs as the shared fake model servers do, after it has ended the answer, and is
 * then held up 500 ms before it writes the line (a server descheduled on a loaded machine).
 */
const SLOW_LOGGER = `
const fs = require('node:fs');
const http = require('node:http');
const server = http.createServer((req, res) => {
  res.end('answer');
  const until = Date.now() + 500;
  while (Date.now() < until);
  fs.appendFileSync(process.env.FAKE_LOG, JSON.stringify({ url: req.url }) + '\\n');
});
server.listen(0, '127.0.0.1', () => fs.writeFileSync(process.env.FAKE_PORT_FILE, String(server.address().port)));
`;

const get = (port: number, route: string) =>
  new Promise<void>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: route }, (res) => res.resume().on('end', resolve))
      .on('error', reject);
  });

test('the requests an agent saw answered are all in the log, even when the server logs late', async () => {
  const script = path.join(dir, 'slow-logger.cjs');
  fs.writeFileSync(script, SLOW_LOGGER);
  const server = await startFakeModelServer(script, dir, {});
  try {
    // The agent's last answer arrives, it exits, and the test reads the log at once.
    await get(server.port, '/v1/responses');
    const seen = (await server.requests()).filter((entry) => entry.url === '/v1/responses');
    expect(seen).toHaveLength(1);
  } finally {
    server.stop();
  }
});
