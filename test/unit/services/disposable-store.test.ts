import { describe, expect, it, vi } from 'vitest';

import { DisposableStore, toDisposable } from '../../../electron/services/disposable-store';

describe('DisposableStore', () => {
  it('releases in reverse order of adding, awaiting each, and only once', async () => {
    const released: string[] = [];
    const store = new DisposableStore();
    store.add(toDisposable(() => void released.push('first')));
    store.add(
      toDisposable(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        released.push('second, slow');
      }),
      toDisposable(() => void released.push('third')),
    );
    await store.dispose();
    await store.dispose();
    expect(released).toEqual(['third', 'second, slow', 'first']);
  });

  it('releases what is added after disposal at once', async () => {
    const store = new DisposableStore();
    await store.dispose();
    const late = vi.fn();
    store.add(toDisposable(late));
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('releases the rest when one release fails, then reports the failure', async () => {
    const released: string[] = [];
    const store = new DisposableStore();
    store.add(
      toDisposable(() => void released.push('kept going')),
      toDisposable(() => {
        throw new Error('stuck handle');
      }),
    );
    await expect(store.dispose()).rejects.toThrow('stuck handle');
    expect(released).toEqual(['kept going']);
  });
});
