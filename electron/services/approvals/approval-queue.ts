import type {
  ApprovalDecidedBy,
  ApprovalRequest,
  ApprovalVerdict,
} from '../../../shared/schemas/approval';
import { Emitter } from '../events';

/**
 * When the fail-mode default applies: before the agent's own hook timeout `timeoutMs`, with
 * room for the answer to travel back (5 s, or a quarter of short timeouts).
 */
export function deadlineFor(receivedAt: number, timeoutMs: number): number {
  return receivedAt + timeoutMs - Math.min(5_000, timeoutMs / 4);
}

/** How a pending request was answered. */
export interface QueueAnswer {
  decision: ApprovalVerdict;
  decidedBy: ApprovalDecidedBy;
  reason: string | null;
  editedInput: Record<string, unknown> | null;
  /** The rule that answered, when one did (an always-allow created while it waited). */
  ruleId?: string;
}

interface Waiting {
  request: ApprovalRequest;
  resolve: (answer: QueueAnswer) => void;
  timer: NodeJS.Timeout;
}

/**
 * The requests waiting for the user, oldest first. Each is answered exactly once: by `answer`,
 * by the fail-mode default at its deadline (open → allow, closed → deny), or withdrawn when the
 * agent hangs up; whichever comes first wins and the others find nothing to answer.
 */
export class ApprovalQueue {
  readonly #waiting = new Map<string, Waiting>();
  readonly #changed = new Emitter<ApprovalRequest[]>();
  /** The pending list after every arrival and answer. */
  readonly onDidChange = this.#changed.event;

  /** Queues a request; the promise settles with its answer. */
  wait(request: ApprovalRequest, now = Date.now()): Promise<QueueAnswer> {
    return new Promise((resolve) => {
      const timer = setTimeout(
        () =>
          this.answer(request.id, {
            decision: request.failMode === 'open' ? 'allow' : 'deny',
            decidedBy: 'timeout',
            reason: `No answer in Hookyard before the deadline; fail-${request.failMode} ${request.failMode === 'open' ? 'allowed' : 'denied'} it.`,
            editedInput: null,
          }),
        Math.max(0, request.deadlineAt - now),
      );
      timer.unref();
      this.#waiting.set(request.id, { request, resolve, timer });
      this.#fireChanged();
    });
  }

  /** Answers one request; false when it is not waiting (answered before, or unknown). */
  answer(id: string, answer: QueueAnswer): boolean {
    const waiting = this.#waiting.get(id);
    if (!waiting) return false;
    this.#waiting.delete(id);
    clearTimeout(waiting.timer);
    waiting.resolve(answer);
    this.#fireChanged();
    return true;
  }

  get(id: string): ApprovalRequest | null {
    return this.#waiting.get(id)?.request ?? null;
  }

  pending(): ApprovalRequest[] {
    return [...this.#waiting.values()].map((waiting) => waiting.request);
  }

  /** Answers everything still waiting with its default (the app is quitting). */
  dispose(): void {
    for (const request of this.pending())
      this.answer(request.id, {
        decision: request.failMode === 'open' ? 'allow' : 'deny',
        decidedBy: 'timeout',
        reason: 'Hookyard is quitting.',
        editedInput: null,
      });
    this.#changed.clear();
  }

  #fireChanged(): void {
    this.#changed.fire(this.pending());
  }
}
