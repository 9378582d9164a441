import type { FileProbe } from '../../platform/file-probe';

/**
 * Remembers results for as long as one FileProbe (one discovery pass) lives, so the user and
 * managed files are parsed once, and each matcher compiled once, however many workspaces a pass
 * discovers. Keyed weakly by the probe: a finished pass frees its entries.
 */
export class ProbeMemo {
  readonly #byProbe = new WeakMap<FileProbe, Map<string, unknown>>();

  /** The value for `key` in this pass (a promise, for async work), computing it on first use. */
  get<T>(probe: FileProbe, key: string, compute: () => T): T {
    let entries = this.#byProbe.get(probe);
    if (!entries) {
      entries = new Map();
      this.#byProbe.set(probe, entries);
    }
    if (!entries.has(key)) entries.set(key, compute());
    return entries.get(key) as T;
  }
}
