import { afterEach, describe, expect, test, vi } from 'vitest';

import { ApprovalQueue } from '../../../electron/services/approvals/approval-queue';
import type { ApprovalRequest } from '../../../shared/schemas/approval';

const request = (id: string): ApprovalRequest => ({
  id,
  agent: 'claude-code',
  event: 'PermissionRequest',
  workspace: '/work/app',
  sessionId: 's1',
  toolName: 'Bash',
  toolInput: { command: `echo ${id}` },
  preview: { kind: 'command', command: `echo ${id}` },
  receivedAt: Date.now(),
  deadlineAt: Date.now() + 60_000,
  failMode: 'closed',
  ruleId: null,
  selfRun: false,
});

const inbox = { decision: 'allow', decidedBy: 'inbox', reason: null, editedInput: null } as const;
const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

function watched() {
  const queue = new ApprovalQueue();
  const lists: string[][] = [];
  queue.onDidChange((pending) => lists.push(pending.map((entry) => entry.id)));
  return { queue, lists };
}

describe('ApprovalQueue change events', () => {
  let queue: ApprovalQueue | null = null;
  afterEach(() => queue?.dispose());

  // Fake clocks: "at once" is a timer of 0, whatever the load on the machine running the test.
  test('a change after a quiet spell is announced at once; the next ones wait their turn', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    try {
      const world = watched();
      void world.queue.wait(request('a'));
      vi.advanceTimersByTime(0);
      expect(world.lists).toEqual([['a']]);
      void world.queue.wait(request('b'));
      vi.advanceTimersByTime(49);
      expect(world.lists).toEqual([['a']]);
      vi.advanceTimersByTime(1);
      expect(world.lists).toEqual([['a'], ['a', 'b']]);
      vi.advanceTimersByTime(1_000);
      world.queue.answer('a', inbox);
      vi.advanceTimersByTime(0);
      expect(world.lists).toEqual([['a'], ['a', 'b'], ['b']]);
      world.queue.dispose();
    } finally {
      vi.useRealTimers();
    }
  });

  // A burst of ask-me requests arrives one event-loop turn apart: the list goes out a few times
  // (each event copies the whole list, and the app pushes each one to the UI), not 500 times.
  test('500 arrivals one turn apart are a few changes, the last with all 500', async () => {
    const world = watched();
    queue = world.queue;
    const ids = Array.from({ length: 500 }, (_, index) => `r${index}`);
    const t0 = performance.now();
    for (const id of ids) {
      void queue.wait(request(id));
      await nextTurn();
    }
    const elapsed = performance.now() - t0;
    await expect.poll(() => world.lists.at(-1)?.length).toBe(500);
    expect(world.lists.at(-1)).toEqual(ids);
    expect(world.lists.length).toBeLessThanOrEqual(Math.ceil(elapsed / 50) + 2);
  });

  test('every change is followed by an event with the list as it is then', async () => {
    const world = watched();
    queue = world.queue;
    const answers = ['a', 'b', 'c'].map((id) => queue!.wait(request(id)));
    await expect.poll(() => world.lists.at(-1)).toEqual(['a', 'b', 'c']);
    expect(queue.answer('a', inbox)).toBe(true);
    expect(queue.answer('b', inbox)).toBe(true);
    expect(queue.answer('a', inbox)).toBe(false);
    await expect.poll(() => world.lists.at(-1)).toEqual(['c']);
    queue.answer('c', inbox);
    await expect.poll(() => world.lists.at(-1)).toEqual([]);
    expect(await Promise.all(answers)).toEqual([inbox, inbox, inbox]);
  });

  test('dispose answers what waits and tells the listeners the list is empty', async () => {
    const world = watched();
    const answered = world.queue.wait(request('a'));
    world.queue.dispose();
    expect(world.lists).toEqual([[]]);
    expect(await answered).toMatchObject({ decision: 'deny', decidedBy: 'timeout' });
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(world.lists).toEqual([[]]);
  });
});
