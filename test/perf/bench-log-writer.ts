import type { HistoryEntry, HistoryEntryInput } from '../../shared/schemas/history';
import { derivedAuditId } from '../../electron/services/history/history-id';
import { HistoryLog } from '../../electron/services/history/history-log';

/** Makes `count` inputs of a generated log, from its `start`-th entry. */
export type InputMaker = (start: number, count: number) => HistoryEntryInput[];

const BATCH = 5000;

/**
 * The line the store's append writes for a generated input, without its validation and
 * redaction: the benchmark inputs are valid and hold no secret, so the builder would hand them
 * back as they are (bench-log-writer.test.ts checks this line for line against a real append).
 * The id is derived from `seed` and the entry's number, so the same log comes out every time.
 */
export function loggedEntryOf(input: HistoryEntryInput, seed: string, index: number): HistoryEntry {
  const time = Date.parse(input.ts as string);
  // The key order of EntryBuilder.build: the bytes of a line depend on it.
  return {
    id: derivedAuditId(time, `${seed}-${index}`),
    ts: new Date(time).toISOString(),
    kind: input.kind,
    source: input.source,
    agent: input.agent,
    workspace: input.workspace,
    sessionId: input.sessionId,
    event: input.event,
    tool: input.tool,
    hook: input.hook,
    outcome: input.outcome,
    durationMs: input.durationMs,
    payload: input.payload,
    output: input.output,
    meta: input.meta ?? {},
  };
}

/**
 * Writes a generated log of `rows` entries into the audit folder `dir` through the store's own
 * log writer (file names, rotation, whole lines), but not through the index: appending through
 * the store indexes every batch live, about ten minutes per million entries on two cores, where
 * this takes about a minute. The log is then indexed by the product's ingest, as after a crash.
 * `now` names the files' day (the store's log is named by the day it is written).
 */
export function writeBenchLog(
  dir: string,
  rows: number,
  make: InputMaker,
  seed: string,
  now: () => Date = () => new Date(),
): void {
  const log = new HistoryLog({ dir, now });
  try {
    for (let start = 0; start < rows; start += BATCH) {
      const inputs = make(start, Math.min(BATCH, rows - start));
      log.append(inputs.map((input, i) => JSON.stringify(loggedEntryOf(input, seed, start + i))));
    }
  } finally {
    log.close();
  }
}
