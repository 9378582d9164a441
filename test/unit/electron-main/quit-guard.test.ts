import { describe, expect, it } from 'vitest';

import { QuitGuard, settleWithin } from '../../../electron/services/quit-guard';

const after = <T>(ms: number, value?: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value as T), ms));

describe('the quit guard', () => {
  it('waits for tracked writes before it reports drained', async () => {
    const guard = new QuitGuard();
    let written = false;
    void guard.track(after(60).then(() => (written = true)));
    expect(guard.pending).toBe(1);
    expect(await guard.drain(2_000)).toEqual({ drained: true, pending: 0 });
    expect(written).toBe(true);
  });

  it('gives up at its upper bound when a write never finishes', async () => {
    const guard = new QuitGuard();
    void guard.track(new Promise(() => {}));
    void guard.track(after(10));
    const started = Date.now();
    expect(await guard.drain(150)).toEqual({ drained: false, pending: 1 });
    const waited = Date.now() - started;
    expect(waited).toBeGreaterThanOrEqual(140);
    expect(waited).toBeLessThan(1_000);
  });

  it('also waits for writes that start while it is draining', async () => {
    const guard = new QuitGuard();
    let second = false;
    void guard.track(after(30).then(() => void guard.track(after(60).then(() => (second = true)))));
    expect(await guard.drain(2_000)).toEqual({ drained: true, pending: 0 });
    expect(second).toBe(true);
  });

  it('counts a failed write as finished and leaves its rejection to the caller', async () => {
    const guard = new QuitGuard();
    const failing = guard.track(Promise.reject(new Error('disk full')));
    await expect(failing).rejects.toThrow('disk full');
    expect(await guard.drain(100)).toEqual({ drained: true, pending: 0 });
  });

  it('returns at once when nothing is in flight', async () => {
    const started = Date.now();
    expect(await new QuitGuard().drain(5_000)).toEqual({ drained: true, pending: 0 });
    expect(Date.now() - started).toBeLessThan(50);
  });
});

describe('a bounded wait', () => {
  it('reports settled for fulfilled and rejected work, timed-out for work that hangs', async () => {
    expect(await settleWithin(after(5), 1_000)).toBe('settled');
    expect(await settleWithin(Promise.reject(new Error('x')), 1_000)).toBe('settled');
    expect(await settleWithin(new Promise(() => {}), 30)).toBe('timed-out');
  });
});
