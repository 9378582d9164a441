import type { Disposable } from './events';

/**
 * Holds what an owner must release, and releases it in reverse order of adding (the last made
 * is the first undone, as its makers may depend on what came before), awaiting each. As in VS
 * Code's DisposableStore: disposing twice releases nothing twice, and what is added after
 * disposal is released at once, so that nothing added late can leak. One failing release does
 * not keep the others from running; the first error is thrown at the end.
 */
export class DisposableStore implements Disposable {
  readonly #items: Disposable[] = [];
  #disposed = false;

  /** Adds each and returns the first, so that `const x = store.add(make())` reads naturally. */
  add<T extends Disposable>(item: T, ...more: Disposable[]): T {
    for (const each of [item, ...more]) {
      if (this.#disposed) void Promise.resolve(each.dispose()).catch(reportLate);
      else this.#items.push(each);
    }
    return item;
  }

  get isDisposed(): boolean {
    return this.#disposed;
  }

  async dispose(): Promise<void> {
    if (this.#disposed) return;
    this.#disposed = true;
    const failures: unknown[] = [];
    for (const item of this.#items.splice(0).reverse()) {
      try {
        await item.dispose();
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
  }
}

/** A disposable handed over after the store was disposed failed as it was released. */
function reportLate(error: unknown): void {
  console.error('Releasing a late addition failed', error);
}

/** A Disposable from a plain function (a timer to clear, a handler to remove). */
export function toDisposable(release: () => void | Promise<void>): Disposable {
  return { dispose: release };
}
