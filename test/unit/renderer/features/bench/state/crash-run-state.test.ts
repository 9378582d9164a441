import { describe, expect, it } from 'vitest';

import type { Result } from '../../../../../../shared/result';
import { BenchRunRequestSchema } from '../../../../../../shared/schemas/bench';
import type { EventOutcome } from '../../../../../../shared/schemas/run';
import { createAppStore } from '../../../../../../renderer/store/create-app-store';
import { createTestApi, deferred, makeHook, makeInventory, ok } from '../../../fixtures';
import { makeOutcome } from './bench-fixtures';

const CRASH = {
  mode: 'cannot-start',
  standIn: '/nonexistent/python3 guard.py',
  subject: 'tool',
  outcome: 'open',
  reported: 'open',
  agrees: true,
  version: '2.1.328',
  byFix: false,
  timeoutSec: null,
} as const;

/** A bench over one Claude Code PreToolUse guard, whose run answers when the test says so. */
async function setup() {
  const reply = deferred<Result<EventOutcome>>();
  const test = createTestApi({
    'inventory:get': ({ scope }) =>
      ok(makeInventory(scope, [makeHook({ id: 'bash-guard', event: 'PreToolUse' })])),
    'bench:list-events': () => ok({ events: ['PreToolUse'], presets: {} }),
    'bench:sample-payload': () => ok({ payload: { hook_event_name: 'PreToolUse' } }),
    'bench:run': () => reply.promise,
  });
  const store = createAppStore({ api: test.api });
  await store.getState().inventory.load();
  await store.getState().bench.prepare();
  return { ...test, store, reply };
}

describe('bench: run as if it crashed', () => {
  it('asks for the chosen guard with the failure mode, once while it runs, and keeps the verdict', async () => {
    const { store, callsTo, reply } = await setup();
    store.getState().bench.setHook('bash-guard');
    const running = store.getState().bench.start({ tool_name: 'Bash' }, 'cannot-start');
    await store.getState().bench.start({ tool_name: 'Bash' }, 'cannot-start');
    await store.getState().bench.start({ tool_name: 'Bash' });

    expect(callsTo('bench:run')).toHaveLength(1);
    const request = callsTo('bench:run')[0]?.request;
    expect(BenchRunRequestSchema.parse(request)).toMatchObject({
      hookIds: ['bash-guard'],
      crashAs: 'cannot-start',
    });
    expect(store.getState().bench.run).toMatchObject({
      status: 'running',
      crashAs: 'cannot-start',
    });

    reply.resolve(ok(makeOutcome({ crashRun: CRASH })));
    await running;
    expect(store.getState().bench.run?.outcome?.crashRun).toEqual(CRASH);
  });

  it('runs nothing as if it crashed when the whole set is chosen', async () => {
    const { store, callsTo } = await setup();
    store.getState().bench.setHook(null);
    await store.getState().bench.start({}, 'timeout');
    expect(callsTo('bench:run')).toHaveLength(0);
    expect(store.getState().bench.run).toBeNull();
  });

  it('leaves crashAs off a normal run', async () => {
    const { store, callsTo, reply } = await setup();
    store.getState().bench.setHook('bash-guard');
    const running = store.getState().bench.start({});
    expect(callsTo('bench:run')[0]?.request).not.toHaveProperty('crashAs');
    expect(store.getState().bench.run?.crashAs).toBeNull();
    reply.resolve(ok(makeOutcome()));
    await running;
  });
});
