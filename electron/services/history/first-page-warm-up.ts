/**
 * Makes History's first-page query once in the background soon after the log opens, so that the
 * user's first one finds its statements prepared, the index pages and log lines it reads in
 * cache, and its code compiled: the first query of a process took 13–83 ms against 4–16 ms for
 * the next ones (1,000 entries, the same 200-entry page). It runs in steps, a turn of the event
 * loop apart, so that a request arriving meanwhile is answered between two of them; the first
 * query anyone makes cancels what is left, since it warms what the next one needs itself.
 */
export class FirstPageWarmUp {
  readonly #steps: readonly (() => void)[];
  #next: NodeJS.Immediate | null = null;

  /** `steps`: the queries to make, smallest first. */
  constructor(steps: readonly (() => void)[]) {
    this.#steps = steps;
  }

  start(): void {
    let at = 0;
    const step = () => {
      this.#next = null;
      const run = this.#steps[at++];
      if (!run) return;
      try {
        run();
      } catch {
        // Only a head start: a query that fails fails again, with its reason, for the user.
        return;
      }
      this.#next = setImmediate(step).unref();
    };
    this.#next = setImmediate(step).unref();
  }

  cancel(): void {
    if (this.#next) clearImmediate(this.#next);
    this.#next = null;
  }
}
