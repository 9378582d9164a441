import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';

import type { HistoryExportResult } from '../../shared/schemas/history';
import type { ExportDelivery } from '../services/history/export-delivery';
import type { Disposable } from '../services/events';

/** The URL path a waiting download is fetched at; the rest of the path is its id. */
export const DOWNLOAD_PATH = '/download/';

const TYPES: Record<string, string> = {
  '.csv': 'text/csv; charset=utf-8',
  '.jsonl': 'application/x-ndjson; charset=utf-8',
};

interface Waiting {
  file: string;
  name: string;
  timer: NodeJS.Timeout;
}

/**
 * `hookyard serve`'s delivery of History exports: the file is written into a private folder of
 * the server and offered to the page under an unguessable id. `GET /download/<id>` (behind the
 * launch token like every request) sends it once as an attachment, then deletes it; a file not
 * fetched within `keepMs`, and any left when serve stops, is deleted too, so that no copy of the
 * user's history is left lying on the server.
 */
export class DownloadShelf implements ExportDelivery, Disposable {
  readonly folder: string;
  readonly #keepMs: number;
  readonly #waiting = new Map<string, Waiting>();

  constructor(folder: string, keepMs = 10 * 60_000) {
    this.folder = folder;
    this.#keepMs = keepMs;
  }

  deliver(result: HistoryExportResult): HistoryExportResult {
    const id = randomBytes(24).toString('base64url');
    const name = path.basename(result.file);
    const timer = setTimeout(() => this.#drop(id), this.#keepMs).unref();
    this.#waiting.set(id, { file: result.file, name, timer });
    return { ...result, file: name, download: { url: `${DOWNLOAD_PATH}${id}`, name } };
  }

  /** Sends the waiting file `id` as an attachment and deletes it; 404 when there is none. */
  async send(id: string, response: ServerResponse): Promise<void> {
    const waiting = this.#waiting.get(id);
    if (!waiting) {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('This export was already downloaded or has expired: export it again.');
      return;
    }
    // Taken off the shelf before sending: a second request for it is a 404, never a second copy.
    this.#waiting.delete(id);
    clearTimeout(waiting.timer);
    try {
      const { size } = await fs.promises.stat(waiting.file);
      response.writeHead(200, {
        'content-type': TYPES[path.extname(waiting.name)] ?? 'application/octet-stream',
        'content-length': String(size),
        'content-disposition': `attachment; filename="${waiting.name}"`,
        'cache-control': 'no-store',
      });
      await pipeline(fs.createReadStream(waiting.file), response);
    } finally {
      await fs.promises.rm(waiting.file, { force: true });
    }
  }

  dispose(): void {
    for (const id of [...this.#waiting.keys()]) this.#drop(id);
  }

  #drop(id: string): void {
    const waiting = this.#waiting.get(id);
    if (!waiting) return;
    this.#waiting.delete(id);
    clearTimeout(waiting.timer);
    fs.rmSync(waiting.file, { force: true });
  }
}
