/** Something to release: a listener, a watcher, a server. */
export interface Disposable {
  dispose(): void | Promise<void>;
}

/**
 * A tiny typed event source, so that services expose `onDidX(listener): Disposable` without
 * depending on Node's EventEmitter semantics (no error event, no max-listener warnings).
 */
export class Emitter<T> {
  readonly #listeners = new Set<(value: T) => void>();

  readonly event = (listener: (value: T) => void): Disposable => {
    this.#listeners.add(listener);
    return { dispose: () => void this.#listeners.delete(listener) };
  };

  fire(value: T): void {
    for (const listener of [...this.#listeners]) listener(value);
  }

  clear(): void {
    this.#listeners.clear();
  }
}
