import type { ApprovalSettlement } from '../../../shared/schemas/approval';
import type { AuditEntryInput } from '../../../shared/schemas/audit';

/** Where decisions are written: the audit service's append, when the log is open here. */
export type AuditAppend = (entries: readonly AuditEntryInput[]) => void;

/** One settled request as an audit entry of kind `decision`: who decided, and how long it took. */
export function auditEntryOfSettlement(settlement: ApprovalSettlement): AuditEntryInput {
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
 * Collects entries and appends them once per event-loop turn, so a burst of rule-decided
 * requests costs one log write, not one each. A failing append never fails a decision.
 */
export class AuditBatcher {
  readonly #append: AuditAppend;
  readonly #onError: (error: unknown) => void;
  #batch: AuditEntryInput[] = [];

  constructor(deps: { append: AuditAppend; onError: (error: unknown) => void }) {
    this.#append = deps.append;
    this.#onError = deps.onError;
  }

  add(entry: AuditEntryInput): void {
    if (this.#batch.length === 0) setImmediate(() => this.flush());
    this.#batch.push(entry);
  }

  flush(): void {
    const batch = this.#batch.splice(0);
    if (batch.length === 0) return;
    try {
      this.#append(batch);
    } catch (error) {
      this.#onError(error);
    }
  }
}
