import fs from 'node:fs/promises';
import type { ServerResponse } from 'node:http';
import path from 'node:path';

import { decodeOrNull } from '../services/http/decode-or-null';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

/**
 * Serves the built renderer: a file inside `root`, or index.html for any other path (one-page
 * app). Paths that resolve outside `root` are refused.
 */
export async function serveStatic(
  root: string,
  pathname: string,
  response: ServerResponse,
): Promise<void> {
  const decoded = decodeOrNull(pathname);
  const candidate =
    decoded === null ? null : path.resolve(root, `.${path.posix.normalize(decoded)}`);
  if (candidate === null || (candidate !== root && !candidate.startsWith(root + path.sep))) {
    response.writeHead(400).end('Bad path');
    return;
  }
  const file = (await isFile(candidate)) ? candidate : path.join(root, 'index.html');
  try {
    const body = await fs.readFile(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const cache = file.endsWith('.html') ? 'no-store' : 'public, max-age=31536000, immutable';
    response.writeHead(200, { 'content-type': type, 'cache-control': cache }).end(body);
  } catch {
    response
      .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
      .end('The Hookyard UI is not built. Run `npm run build`, then start `hookyard serve` again.');
  }
}

async function isFile(file: string): Promise<boolean> {
  return (await fs.stat(file).catch(() => null))?.isFile() ?? false;
}
