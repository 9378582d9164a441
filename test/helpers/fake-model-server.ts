import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

import { waitForPortFile } from './port-file';

export interface FakeModelServer {
  port: number;
  /**
   * Every request the server saw, one parsed JSON line each (see the server's header), once it
   * has logged all it answered.
   */
  requests(): Promise<Array<{ url?: string; body?: unknown }>>;
  stop(): void;
}

/**
 * Starts one of ../shared/clients' fake model servers on 127.0.0.1 with `env`; it logs each
 * request to a JSONL file in `scratch` and exits by itself after FAKE_TTL_S (90 s here).
 */
export async function startFakeModelServer(
  script: string,
  scratch: string,
  env: Record<string, string>,
): Promise<FakeModelServer> {
  const stamp = `${Date.now()}-${Math.random().toString(16).slice(2, 8)}`;
  const log = path.join(scratch, `fake-${stamp}.jsonl`);
  const portFile = path.join(scratch, `fake-${stamp}.port`);
  const server = spawn(process.execPath, [script], {
    env: {
      PATH: process.env['PATH'],
      FAKE_LOG: log,
      FAKE_PORT_FILE: portFile,
      FAKE_TTL_S: '90',
      ...env,
    },
    stdio: 'ignore',
  });
  try {
    const port = await waitForPortFile(portFile, path.basename(script));
    return {
      port,
      requests: async () => {
        await answeredAll(port);
        return fs.existsSync(log)
          ? fs
              .readFileSync(log, 'utf8')
              .split('\n')
              .filter(Boolean)
              .map((line) => JSON.parse(line) as { url?: string; body?: unknown })
          : [];
      },
      stop: () => server.kill('SIGKILL'),
    };
  } catch (error) {
    server.kill('SIGKILL');
    throw error;
  }
}

/**
 * Resolves once the server has finished with every request it answered before this call. Why:
 * the shared servers log a request just after they end its answer, so the agent can read the
 * last answer, exit, and its test read the log, while the server, descheduled on a loaded
 * machine, has not yet written that line (a run whose agent printed the second answer showed one
 * request). The server runs one request's handler at a time, so once it answers this one (any
 * status), the earlier lines are written; a server that has exited wrote them before it did.
 */
function answeredAll(port: number): Promise<void> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/hookyard-barrier' }, (response) => {
      response.resume();
      response.on('end', resolve);
      response.on('error', () => resolve());
    });
    request.setTimeout(10_000, () => request.destroy());
    request.on('error', () => resolve());
  });
}
