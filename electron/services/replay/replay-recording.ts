import type { HistoryEntryInput } from '../../../shared/schemas/history';

/** Replay entries written to the audit log in one append: one transaction, not one per case. */
const RECORD_BATCH = 500;

/**
 * Collects the audit entries of a job's replays and appends them in batches. One append per
 * case cost a log write and an index transaction each (with its FTS and rollup upserts) on the
 * thread that also starts and reads the hooks; batched, recording costs a fraction of that. The
 * job flushes what is left when it ends, cancelled or not, so nothing it ran goes unrecorded.
 */
export class ReplayRecording {
  readonly #append: (entries: HistoryEntryInput[]) => void;
  #pending: HistoryEntryInput[] = [];

  constructor(append: (entries: HistoryEntryInput[]) => void) {
    this.#append = append;
  }

  add(entries: readonly HistoryEntryInput[]): void {
    this.#pending.push(...entries);
    if (this.#pending.length >= RECORD_BATCH) this.flush();
  }

  flush(): void {
    if (this.#pending.length === 0) return;
    const batch = this.#pending;
    this.#pending = [];
    this.#append(batch);
  }
}
