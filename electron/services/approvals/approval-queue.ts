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

/**
 * At most one pending-list event this often. Each event carries the whole list (the UI and the
 * tray take it as it is), and the requests of a burst arrive one event-loop turn apart: fired
 * per change, a burst of 500 ask-me requests copied and pushed about 125,000 requests.
 */
const CHANGE_EVERY_MS = 50;

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
  #changeDue: NodeJS.Timeout | null = null;
  #changedAt = -Infinity;
  /**
   * The pending list after arrivals and answers: a change after a quiet spell at once (a timer
   * of 0), the changes that follow it together, at most one event per CHANGE_EVERY_MS.
   */
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
      this.#changedSoon();
    });
  }

  /** Answers one request; false when it is not waiting (answered before, or unknown). */
  answer(id: string, answer: QueueAnswer): boolean {
    const waiting = this.#waiting.get(id);
    if (!waiting) return false;
    this.#waiting.delete(id);
    clearTimeout(waiting.timer);
    waiting.resolve(answer);
    this.#changedSoon();
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
    // The listeners still hear the list emptied: the timer would find them gone.
    if (this.#changeDue) this.#fireChanged();
    this.#changed.clear();
  }

  #changedSoon(): void {
    this.#changeDue ??= setTimeout(
      () => this.#fireChanged(),
      Math.max(0, this.#changedAt + CHANGE_EVERY_MS - performance.now()),
    );
  }

  #fireChanged(): void {
    if (this.#changeDue) clearTimeout(this.#changeDue);
    this.#changeDue = null;
    this.#changedAt = performance.now();
    this.#changed.fire(this.pending());
  }
}
