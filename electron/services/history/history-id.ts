import crypto from 'node:crypto';

import {
  AUDIT_ID_ALPHABET as ALPHABET,
  AUDIT_ID_TIME_CHARS as TIME_CHARS,
} from '../../../shared/schemas/history-id';
const MAX_TIME = 2 ** 48 - 1;
/** Index positions per millisecond: seq = ms * SLOTS + slot, kept below 2^53 until year 2248. */
export const SEQ_SLOTS = 1024;
const MAX_SEQ_MS = Math.floor(Number.MAX_SAFE_INTEGER / SEQ_SLOTS) - 1;

function encodeTime(ms: number): string {
  let value = Math.min(MAX_TIME, Math.max(0, Math.floor(ms)));
  let out = '';
  for (let i = 0; i < TIME_CHARS; i++) {
    out = ALPHABET[value % 32] + out;
    value = Math.floor(value / 32);
  }
  return out;
}

// 80 bits → 16 characters of 5 bits, most significant first.
function encodeTen(bytes: Uint8Array): string {
  let out = '';
  let bits = 0;
  let acc = 0;
  for (let i = 0; i < 10; i++) {
    acc = (acc << 8) | (bytes[i] as number);
    bits += 8;
    while (bits >= 5) {
      bits -= 5;
      out += ALPHABET[(acc >> bits) & 31];
    }
    acc &= (1 << bits) - 1;
  }
  return out;
}

/**
 * Makes new ids: time-sortable, 80 random bits each. Random bytes are drawn 4 KiB at a time,
 * which is ten times cheaper than asking the CSPRNG once per id.
 */
export class HistoryIdFactory {
  readonly #pool = Buffer.alloc(4000);
  #offset = this.#pool.length;

  /** A new id for an entry whose `ts` is `timeMs`. */
  next(timeMs: number): string {
    if (this.#offset + 10 > this.#pool.length) {
      crypto.randomFillSync(this.#pool);
      this.#offset = 0;
    }
    this.#offset += 10;
    return encodeTime(timeMs) + encodeTen(this.#pool.subarray(this.#offset - 10, this.#offset));
  }
}

/**
 * A reproducible id for a record ingested from an external log: the same `seed` (source and line
 * content) always gives the same id, so re-importing a line is recognised as a duplicate.
 */
export function derivedAuditId(timeMs: number, seed: string): string {
  return encodeTime(timeMs) + encodeTen(crypto.createHash('sha256').update(seed).digest());
}

/**
 * Where an entry sorts in the index: its time to the millisecond, then a slot taken from the id's
 * last two characters. The index probes upwards on a collision, so this is the first candidate.
 */
export function seqOf(timeMs: number, id: string): number {
  const ms = Math.min(MAX_SEQ_MS, Math.max(0, Math.floor(timeMs)));
  const slot = (ALPHABET.indexOf(id[24] ?? '0') * 32 + ALPHABET.indexOf(id[25] ?? '0')) % SEQ_SLOTS;
  return ms * SEQ_SLOTS + slot;
}

/** The first seq of a millisecond: the bound a time filter turns into. */
export function seqAtTime(timeMs: number): number {
  return Math.min(MAX_SEQ_MS, Math.max(0, Math.floor(timeMs))) * SEQ_SLOTS;
}

/** The millisecond a seq belongs to. */
export function timeOfSeq(seq: number): number {
  return Math.floor(seq / SEQ_SLOTS);
}
