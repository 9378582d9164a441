import type { CapturedOutput } from '../../../shared/schemas/run';

/** Default cap per stream: 512 KiB of head plus 512 KiB of tail. */
export const DEFAULT_STREAM_CAP_BYTES = 1024 * 1024;

const strictDecoder = new TextDecoder('utf-8', { fatal: true });
const lossyDecoder = new TextDecoder('utf-8');

function isContinuationByte(byte: number | undefined): boolean {
  return byte !== undefined && (byte & 0xc0) === 0x80;
}

function isValidUtf8(bytes: Uint8Array): boolean {
  try {
    strictDecoder.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Collects one output stream with bounded memory: the first `capBytes / 2` bytes and the last
 * `capBytes / 2` bytes are kept, everything in between is only counted. A hook printing a
 * gigabyte therefore costs at most `capBytes` of memory.
 */
export class OutputCapture {
  readonly #headLimit: number;
  readonly #tailLimit: number;
  readonly #head: Buffer[] = [];
  #headBytes = 0;
  #tail: Buffer[] = [];
  #tailBytes = 0;
  #totalBytes = 0;

  constructor(capBytes: number = DEFAULT_STREAM_CAP_BYTES) {
    this.#headLimit = Math.ceil(capBytes / 2);
    this.#tailLimit = Math.floor(capBytes / 2);
  }

  get totalBytes(): number {
    return this.#totalBytes;
  }

  /** True once output beyond the head is being dropped or kept only as tail. */
  get headFull(): boolean {
    return this.#headBytes >= this.#headLimit;
  }

  push(chunk: Buffer): void {
    this.#totalBytes += chunk.length;
    let rest = chunk;
    if (this.#headBytes < this.#headLimit) {
      const take = Math.min(rest.length, this.#headLimit - this.#headBytes);
      this.#head.push(rest.subarray(0, take));
      this.#headBytes += take;
      rest = rest.subarray(take);
    }
    if (rest.length === 0 || this.#tailLimit === 0) return;
    this.#tail.push(rest);
    this.#tailBytes += rest.length;
    while (this.#tailBytes - (this.#tail[0]?.length ?? 0) >= this.#tailLimit) {
      this.#tailBytes -= this.#tail.shift()?.length ?? 0;
    }
  }

  /** The captured stream; head and tail are cut on UTF-8 character boundaries when possible. */
  result(): CapturedOutput {
    const head = Buffer.concat(this.#head);
    let tail = Buffer.concat(this.#tail);
    if (tail.length > this.#tailLimit) tail = tail.subarray(tail.length - this.#tailLimit);
    const omittedBytes = this.#totalBytes - head.length - tail.length;
    if (omittedBytes === 0) return this.#whole(Buffer.concat([head, tail]));
    const headEnd = boundaryBefore(head);
    let tailStart = 0;
    while (tailStart < 3 && isContinuationByte(tail[tailStart])) tailStart += 1;
    const keptHead = head.subarray(0, headEnd);
    const keptTail = tail.subarray(tailStart);
    const dropped = omittedBytes + (head.length - headEnd) + tailStart;
    const valid = isValidUtf8(keptHead) && isValidUtf8(keptTail);
    return {
      text: `${lossyDecoder.decode(keptHead)}\n[… ${dropped} bytes omitted …]\n${lossyDecoder.decode(keptTail)}`,
      totalBytes: this.#totalBytes,
      truncated: true,
      omittedBytes: dropped,
      rawBase64: valid
        ? null
        : { head: keptHead.toString('base64'), tail: keptTail.toString('base64') },
    };
  }

  #whole(bytes: Buffer): CapturedOutput {
    const valid = isValidUtf8(bytes);
    return {
      text: lossyDecoder.decode(bytes),
      totalBytes: this.#totalBytes,
      truncated: false,
      omittedBytes: 0,
      rawBase64: valid ? null : { head: bytes.toString('base64'), tail: '' },
    };
  }
}

/** Index just past the last complete UTF-8 character of `bytes` (drops a cut-off sequence). */
function boundaryBefore(bytes: Buffer): number {
  let start = bytes.length - 1;
  while (start > 0 && bytes.length - start < 4 && isContinuationByte(bytes[start])) start -= 1;
  const lead = bytes[start];
  if (lead === undefined || lead < 0xc0) return bytes.length;
  const needed = lead >= 0xf0 ? 4 : lead >= 0xe0 ? 3 : 2;
  return bytes.length - start >= needed ? bytes.length : start;
}

/** An empty capture, for runs that produced no stream at all. */
export function emptyOutput(): CapturedOutput {
  return new OutputCapture(0).result();
}

/** A capture holding a fixed text (e.g. an HTTP error message shown in place of stderr). */
export function textOutput(text: string): CapturedOutput {
  const capture = new OutputCapture(Number.MAX_SAFE_INTEGER);
  capture.push(Buffer.from(text, 'utf8'));
  return capture.result();
}
