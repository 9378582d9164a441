import {
  HistoryEntryInputSchema,
  type HistoryEntry,
  type HistoryEntryInput,
} from '../../../shared/schemas/history';
import { auditIdTime } from '../../../shared/schemas/history-id';
import { HistoryIdFactory } from './history-id';
import { ftsTextOf } from './fts-text';
import { indexedFieldsOf } from './index-schema';
import type { IndexBatchBuilder } from './index-batch';
import type { Redactor } from './redaction';

/**
 * Turns what writers hand in into log entries: validated, `ts` normalised to an ISO instant, an
 * id whose time part is `ts` (kept when the writer supplied a matching one, as ingesters do), and
 * secrets redacted in the hook command, payload, output and meta before anything is written.
 */
export class EntryBuilder {
  readonly #redactor: Redactor;
  readonly #now: () => Date;
  readonly #ids = new HistoryIdFactory();

  constructor(redactor: Redactor, now: () => Date) {
    this.#redactor = redactor;
    this.#now = now;
  }

  /** The entry, or the reason the input is not one. */
  build(input: HistoryEntryInput): HistoryEntry | string {
    const parsed = HistoryEntryInputSchema.safeParse(input);
    if (!parsed.success)
      return parsed.error.issues
        .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
        .join('; ');
    const value = parsed.data;
    const time = value.ts === undefined ? this.#now().getTime() : Date.parse(value.ts);
    const id =
      value.id !== undefined && auditIdTime(value.id) === time ? value.id : this.#ids.next(time);
    return {
      id,
      ts: new Date(time).toISOString(),
      kind: value.kind,
      source: value.source,
      agent: value.agent,
      workspace: value.workspace,
      sessionId: value.sessionId,
      event: value.event,
      tool: value.tool,
      hook: value.hook === null ? null : this.#redactor.redactString(value.hook),
      outcome: value.outcome,
      durationMs: value.durationMs,
      payload: this.#redactor.redactValue(value.payload),
      output: value.output === null ? null : this.#redactor.redactValue(value.output),
      meta: this.#redactor.redactValue(value.meta ?? {}),
    };
  }
}

/**
 * Adds entries that were just written, one after another from `off` (`lengths[i]` bytes each), to
 * an index batch, and returns the offset after the last. All of them or none: a builder must not
 * keep half a batch for the next one.
 */
export function addToBatch(
  builder: IndexBatchBuilder,
  entries: readonly HistoryEntry[],
  off: number,
  lengths: readonly number[],
): number {
  const indexable = entries.map((entry) => {
    const record = entry as unknown as Record<string, unknown>;
    const fields = indexedFieldsOf(record);
    if (typeof fields === 'string') throw new Error(`built an entry the index rejects: ${fields}`);
    return { fields, text: ftsTextOf(record, fields) };
  });
  let at = off;
  indexable.forEach(({ fields, text }, i) => {
    const len = lengths[i] as number;
    builder.add(fields, text, at, len);
    at += len + 1;
  });
  return at;
}
