import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

import { createContractHandlers } from '../../services/contract-handlers';
import { DownloadShelf } from '../../web/download-shelf';
import { startWebServer } from '../../web/web-server';
import { createCliServices } from '../cli-services';
import type { CliIo } from '../cli-io';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

export interface ServeOptions {
  dataDir?: string;
  host: string;
  port: number;
  staticDir?: string;
}

/**
 * `hookyard serve`: the services in Node plus the built UI at a tokenised URL, like Jupyter.
 * Runs until SIGINT/SIGTERM, then disposes every service.
 */
export async function serve(options: ServeOptions, io: CliIo): Promise<number> {
  if (!LOOPBACK.has(options.host)) {
    io.err(
      `Warning: serving on ${options.host} makes Hookyard reachable from other machines. ` +
        'Anyone with the URL and token can run your hooks. Prefer an SSH tunnel to 127.0.0.1.',
    );
  }
  const staticDir = options.staticDir ?? rendererDir();
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) {
    io.err(`The UI is not built (${staticDir} has no index.html): run \`npm run build\` first.`);
    return 1;
  }
  const services = await createCliServices({ dataDir: options.dataDir, watch: true, audit: true });
  // Exports come down to the browser, which may be on another machine (an SSH tunnel).
  const downloads = new DownloadShelf(path.join(services.info.dataDir, 'exports'));
  const server = await startWebServer({
    handlers: createContractHandlers(services, { exportDelivery: downloads }),
    downloads,
    metrics: services.metrics,
    onDidPush: services.onDidPush,
    staticDir,
    host: options.host,
    port: options.port,
    token: randomBytes(24).toString('base64url'),
    logger: {
      error: (message, error) => io.err(`${message}: ${(error as Error)?.stack ?? error}`),
    },
  });
  // Listened for before the URL is printed: whoever reads it (a test, a launcher script) may stop
  // serve at once, and a SIGTERM between the print and the listener killed it uncleanly (no
  // disposal, its lock and index left as a crash leaves them; 4 stops in 8 under load).
  const stopped = new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
  });
  io.out(`Hookyard is running at ${server.url}`);
  io.out(`Data folder: ${services.info.dataDir}`);
  io.out('Press Ctrl-C to stop.');
  await stopped;
  await server.close();
  downloads.dispose();
  await services.dispose();
  return 0;
}

// The CLI bundle lives in out/main; the built renderer beside it in out/renderer.
function rendererDir(): string {
  return path.resolve(__dirname, '..', 'renderer');
}
