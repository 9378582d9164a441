import fs from 'node:fs';
import { parentPort } from 'node:worker_threads';

import { IndexBatchBuilder, type IndexBatch } from './index-batch';
import { readJsonlChunk } from './jsonl-lines';
import { prepareChunk } from './prepared-lines';

/** What the pipeline asks for: the next chunk of a file from an offset. */
export interface ParseRequest {
  file: string;
  from: number;
  chunkBytes?: number;
}

/** What the worker answers: the chunk's lines as a batch, up to `end`, or why it could not read. */
export type ParseReply = ({ ok: true; end: number } & IndexBatch) | { ok: false; message: string };

/**
 * The parse worker of parse-pipeline.ts: reads one chunk per request and prepares its lines.
 * One file descriptor is kept open per file while its requests continue. One builder numbers the
 * filter values for the worker's whole life, as its pipeline's TermIds expects.
 */
export function serveParseRequests(): void {
  let open: { file: string; fd: number } | null = null;
  const builder = new IndexBatchBuilder();
  parentPort?.on('message', (request: ParseRequest) => {
    try {
      if (open?.file !== request.file) {
        if (open) fs.closeSync(open.fd);
        open = null;
        const fd = openIfPresent(request.file);
        // A file removed since the sync listed it has nothing left to index (as without a worker).
        if (fd === null) return reply({ ok: true, end: request.from, ...builder.take() });
        open = { file: request.file, fd };
      }
      const chunk = readJsonlChunk(open.fd, request.from, request.chunkBytes);
      reply({ ok: true, end: chunk.end, ...prepareChunk(chunk, builder) });
    } catch (error) {
      reply({ ok: false, message: (error as Error).message });
    }
  });
}

function reply(message: ParseReply): void {
  // The numbers and counted cells go over without a copy.
  const transfer = message.ok
    ? [message.numbers.buffer, message.hookCells.cells.buffer, message.hookCells.bins.buffer]
    : [];
  parentPort?.postMessage(message, transfer);
}

function openIfPresent(file: string): number | null {
  try {
    return fs.openSync(file, 'r');
  } catch (error) {
    if ((error as { code?: string }).code === 'ENOENT') return null;
    throw error;
  }
}
