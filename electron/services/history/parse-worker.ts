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
 *
 * Between requests it prepares the chunks that follow in the same file, up to READ_AHEAD of
 * them, before they are asked for: the writer asks for chunk N+1 only once N is in its hands,
 * and with one chunk in flight this thread sat idle while the writer committed a group (a second
 * or more), then the writer waited for it.
 */
export function serveParseRequests(): void {
  const reader = new ChunkReader();
  const ahead: ReadChunk[] = [];
  // The chunk read last (answered or ahead), which the next one to read follows.
  let last: ReadChunk | null = null;
  let filling = false;
  // One chunk a turn of the event loop, so that a request that comes meanwhile is answered first.
  const fill = () => {
    filling = false;
    if (!last?.reply.ok || last.reply.end === last.request.from || ahead.length >= READ_AHEAD)
      return;
    const following = { ...last.request, from: last.reply.end };
    last = { request: following, reply: reader.read(following) };
    ahead.push(last);
    filling = true;
    setImmediate(fill);
  };
  parentPort?.on('message', (request: ParseRequest) => {
    let answer = ahead[0] && sameRequest(ahead[0].request, request) ? ahead.shift()?.reply : null;
    if (!answer) {
      // Asked for something else (not seen in practice): the chunks read ahead are not indexed,
      // but the values they numbered must still reach the writer, first, in numbering order.
      const skipped = ahead.splice(0).flatMap(({ reply }) => (reply.ok ? reply.newTerms : []));
      answer = reader.read(request);
      if (answer.ok && skipped.length > 0) answer.newTerms = [...skipped, ...answer.newTerms];
      last = { request, reply: answer };
    }
    reply(answer);
    if (!filling) fill();
  });
}

interface ReadChunk {
  request: ParseRequest;
  reply: ParseReply;
}

/** Chunks prepared ahead of their requests: each holds ~16 MiB of log as strings and numbers. */
const READ_AHEAD = 3;

function sameRequest(a: ParseRequest, b: ParseRequest): boolean {
  return a.file === b.file && a.from === b.from && a.chunkBytes === b.chunkBytes;
}

/** Reads and prepares chunks, keeping the file it read last open. */
class ChunkReader {
  readonly #builder = new IndexBatchBuilder();
  #open: { file: string; fd: number } | null = null;

  read(request: ParseRequest): ParseReply {
    try {
      if (this.#open?.file !== request.file) {
        if (this.#open) fs.closeSync(this.#open.fd);
        this.#open = null;
        const fd = openIfPresent(request.file);
        // A file removed since the sync listed it has nothing left to index (as without a worker).
        if (fd === null) return { ok: true, end: request.from, ...this.#builder.take() };
        this.#open = { file: request.file, fd };
      }
      const chunk = readJsonlChunk(this.#open.fd, request.from, request.chunkBytes);
      return { ok: true, end: chunk.end, ...prepareChunk(chunk, this.#builder) };
    } catch (error) {
      return { ok: false, message: (error as Error).message };
    }
  }
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
