import { describe, expect, test } from 'vitest';

import { LogFollower } from '../../../electron/services/history/log-follower';
import { hookRun, openTestStore } from './history-test-kit';

describe('LogFollower', () => {
  test('returns only entries written after it started, including in new files', () => {
    let now = new Date('2026-03-01T10:00:00Z');
    const store = openTestStore({ now: () => now });
    store.append([hookRun({ event: 'Before' })]);
    const follower = new LogFollower(store.dir);
    expect(follower.poll()).toEqual([]);
    store.append([hookRun({ event: 'After' })]);
    now = new Date('2026-03-02T10:00:00Z');
    store.append([hookRun({ event: 'NextDay' })]);
    expect(follower.poll().map((entry) => entry.event)).toEqual(['After', 'NextDay']);
    expect(follower.poll()).toEqual([]);
  });
});
