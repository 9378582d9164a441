import type { ApprovalSettlement } from '../../../shared/schemas/approval';
import type { HistoryEntryInput } from '../../../shared/schemas/history';

/** Where decisions are written: the audit service's append, when the log is open here. */
export type HistoryAppend = (entries: readonly HistoryEntryInput[]) => void;

/** One settled request as an audit entry of kind `decision`: who decided, and how long it took. */
export function auditEntryOfSettlement(settlement: ApprovalSettlement): HistoryEntryInput {
  const { request } = settlement;
  return {
    ts: new Date(request.receivedAt).toISOString(),
    kind: 'decision',
    source: 'approvals',
    agent: request.agent,
    workspace: request.workspace,
    sessionId: request.sessionId,
    event: request.event,
    tool: request.toolName,
    hook: null,
    // `defer`: no opinion, the agent's own permission check decided.
    outcome: settlement.decision === 'none' ? 'defer' : settlement.decision,
    durationMs: settlement.durationMs,
    payload: { toolInput: request.toolInput },
    output: null,
    meta: {
      requestId: request.id,
      decidedBy: settlement.decidedBy,
      ruleId: settlement.ruleId,
      reason: settlement.reason,
      failMode: request.failMode,
      edited: settlement.editedInput !== null,
      ...(settlement.editedInput && { editedInput: settlement.editedInput }),
    },
  };
}

/**
 * The bridge counts as quiet once no decision came for this long: then the batch is written. On
 * a loaded machine requests of one burst arrive tens of milliseconds apart: 25 ms let writes in
 * mid-burst.
 */
const QUIET_MS = 100;
/** Under steady traffic a batch waits at most this long. */
const MAX_WAIT_MS = 1_000;
/**
 * Entries per append while flushing: each append blocks the thread that answers the agents
 * (about 1 ms an entry on the loaded bench machine, a tenth of that idle).
 */
const SLICE = 25;

/**
 * Collects decisions and appends their entries once the bridge is quiet. Writing an entry
 * (validation, redaction, the log line, the index row with its words and rollups) costs several
 * times what answering its request does; written as they came, a burst of 500 rule-decided
 * requests waited behind those writes (+77 ms p99). Written after the burst, in slices, the
 * answers go out first; even building the entry (`entryOf`, about half of a rule-decided
 * request's own time in a profile) waits until then. The cost: decisions stay in memory up to
 * MAX_WAIT_MS (a crash then loses them, as it loses any request in flight); `flush` writes
 * everything at once (on dispose). A failing append never fails a decision.
 */
export class HistoryBatcher<T> {
  readonly #entryOf: (item: T) => HistoryEntryInput;
  readonly #append: HistoryAppend;
  readonly #onError: (error: unknown) => void;
  #batch: T[] = [];
  #quiet: NodeJS.Timeout | null = null;
  #firstAt = 0;
  #lastAt = 0;

  constructor(deps: {
    /** The entry of one collected item, built when it is written (its item must not change). */
    entryOf: (item: T) => HistoryEntryInput;
    append: HistoryAppend;
    onError: (error: unknown) => void;
  }) {
    this.#entryOf = deps.entryOf;
    this.#append = deps.append;
    this.#onError = deps.onError;
  }

  // One timer per quiet spell, not one per decision: re-arming a timer on every request of a
  // burst cost more than answering it (clearTimeout + setTimeout, about 0.5 ms each when loaded).
  add(item: T): void {
    const now = performance.now();
    if (this.#batch.length === 0) this.#firstAt = now;
    this.#lastAt = now;
    this.#batch.push(item);
    if (!this.#quiet) this.#arm(Math.max(0, Math.min(QUIET_MS, this.#firstAt + MAX_WAIT_MS - now)));
  }

  /** Writes every collected entry now. */
  flush(): void {
    this.#stopTimer();
    while (this.#batch.length > 0) this.#write(this.#batch.splice(0, SLICE));
  }

  // One slice per event-loop turn, so that requests arriving meanwhile are answered in between.
  #drain(): void {
    this.#stopTimer();
    if (this.#batch.length === 0) return;
    this.#write(this.#batch.splice(0, SLICE));
    if (this.#batch.length > 0) {
      this.#firstAt = performance.now();
      setImmediate(() => {
        if (!this.#quiet) this.#drain();
      });
    }
  }

  // Fires QUIET_MS after the spell's first decision: drains if none came since for QUIET_MS (or
  // the batch has waited MAX_WAIT_MS), else waits the rest of the quiet.
  #arm(wait: number): void {
    this.#quiet = setTimeout(() => {
      this.#quiet = null;
      const now = performance.now();
      const rest = Math.min(QUIET_MS - (now - this.#lastAt), MAX_WAIT_MS - (now - this.#firstAt));
      if (rest > 0) this.#arm(rest);
      else this.#drain();
    }, wait);
    this.#quiet.unref();
  }

  #write(items: T[]): void {
    try {
      this.#append(items.map(this.#entryOf));
    } catch (error) {
      this.#onError(error);
    }
  }

  #stopTimer(): void {
    if (this.#quiet) clearTimeout(this.#quiet);
    this.#quiet = null;
  }
}
