import { describe, expect, it } from 'vitest';

import type { Result } from '../../../../../../shared/result';
import type { InventoryScope } from '../../../../../../shared/schemas/inventory';
import type { EventOutcome } from '../../../../../../shared/schemas/run';
import { BENCH_SCREEN } from '../../../../../../renderer/features/bench/state/bench-slice';
import { createAppStore } from '../../../../../../renderer/store/create-app-store';
import { subscribeToServiceEvents } from '../../../../../../renderer/store/subscriptions';
import {
  createTestApi,
  deferred,
  flush,
  makeHook,
  makeInventory,
  makeWorkspace,
  ok,
  type Handlers,
} from '../../../fixtures';
import { makeOutcome } from './bench-fixtures';

const shop: InventoryScope = { kind: 'workspace', workspaceId: 'shop' };
const EVENTS = {
  events: ['PreToolUse', 'PostToolUse', 'Stop'],
  presets: { PreToolUse: ['bash-rm' as const] },
};

/** A bench over an inventory with two PreToolUse hooks and one Stop hook of Claude Code. */
function setup(handlers: Handlers = {}) {
  const hooks = [
    makeHook({ id: 'bash-guard', event: 'PreToolUse' }),
    makeHook({ id: 'write-guard', event: 'PreToolUse', matcher: 'Write' }),
    makeHook({ id: 'on-stop', event: 'Stop', matcher: null }),
  ];
  const test = createTestApi({
    'inventory:get': ({ scope }) => ok(makeInventory(scope, hooks)),
    'bench:list-events': () => ok(EVENTS),
    'bench:sample-payload': ({ scope, event, preset }) =>
      ok({ payload: { hook_event_name: event, scope: scope.kind, preset: preset ?? null } }),
    ...handlers,
  });
  const store = createAppStore({ api: test.api });
  return { ...test, store };
}

describe('bench slice', () => {
  it('starts on the agent’s first event that has tool presets, whatever it is named', async () => {
    const { store } = setup({
      'bench:list-events': () =>
        ok({
          events: ['SessionStart', 'BeforeTool', 'AfterTool'],
          presets: { BeforeTool: ['bash-rm'], AfterTool: ['bash-rm'] },
        }),
    });
    await store.getState().bench.setAgent('gemini-cli');
    expect(store.getState().bench.event).toBe('BeforeTool');
  });

  it('prepares the bench: the agent’s events, PreToolUse, and a sample for the scope on screen', async () => {
    const { store, callsTo } = setup();
    await store.getState().bench.prepare();

    const state = store.getState();
    expect(state.bench.events['claude-code']).toEqual(EVENTS);
    expect(state.bench.event).toBe('PreToolUse');
    expect(state.bench.payloadStatus).toBe('ready');
    expect(JSON.parse(state.bench.payloadText)).toEqual({
      hook_event_name: 'PreToolUse',
      scope: 'user',
      preset: null,
    });
    expect(callsTo('bench:sample-payload')).toHaveLength(1);

    await store.getState().bench.prepare();
    expect(callsTo('bench:sample-payload')).toHaveLength(1);
  });

  it('keeps an edited payload with its workspace: another workspace gets its own sample, and the edit comes back', async () => {
    const { store, callsTo } = setup();
    await store.getState().bench.prepare();
    store.getState().bench.setPayloadText('{"mine": true}');
    await store.getState().selectScope(shop);
    await store.getState().bench.prepare();
    expect(JSON.parse(store.getState().bench.payloadText)).toMatchObject({ scope: 'workspace' });
    expect(store.getState().bench.payloadEdited).toBe(false);

    await store.getState().selectScope({ kind: 'user' });
    await store.getState().bench.prepare();
    expect(store.getState().bench.payloadText).toBe('{"mine": true}');
    expect(store.getState().bench.payloadEdited).toBe(true);
    expect(callsTo('bench:sample-payload')).toHaveLength(2);
  });

  it('keeps an edited payload per event, and a fresh sample replaces the kept edit', async () => {
    const { store, callsTo } = setup();
    await store.getState().bench.prepare();
    store.getState().bench.setPayloadText('{"pre": 1}');
    await store.getState().bench.setEvent('Stop');
    expect(JSON.parse(store.getState().bench.payloadText)).toMatchObject({
      hook_event_name: 'Stop',
    });
    await store.getState().bench.setEvent('PreToolUse');
    expect(store.getState().bench.payloadText).toBe('{"pre": 1}');

    await store.getState().bench.loadSamplePayload();
    await store.getState().bench.setEvent('Stop');
    await store.getState().bench.setEvent('PreToolUse');
    expect(JSON.parse(store.getState().bench.payloadText)).toMatchObject({
      hook_event_name: 'PreToolUse',
    });
    // Samples are not kept, edits are: Stop and PreToolUse each get a fresh one again.
    expect(callsTo('bench:sample-payload')).toHaveLength(5);
  });

  it('asks for the preset tool call, and forgets the preset when the event changes', async () => {
    const { store, callsTo } = setup();
    await store.getState().bench.prepare();
    await store.getState().bench.setPreset('bash-rm');
    expect(callsTo('bench:sample-payload').at(-1)?.request).toMatchObject({ preset: 'bash-rm' });

    await store.getState().bench.setEvent('Stop');
    expect(store.getState().bench.preset).toBeNull();
    expect(callsTo('bench:sample-payload').at(-1)?.request).not.toHaveProperty('preset');
  });

  it('drops a sample that arrives after a newer one was asked for', async () => {
    const slow = deferred<Result<{ payload: Record<string, unknown> }>>();
    const { store } = setup({
      'bench:sample-payload': ({ event }) =>
        event === 'PreToolUse' ? slow.promise : ok({ payload: { event } }),
    });
    const first = store.getState().bench.prepare();
    await flush();
    await store.getState().bench.setEvent('Stop');
    slow.resolve(ok({ payload: { event: 'PreToolUse' } }));
    await first;

    expect(JSON.parse(store.getState().bench.payloadText)).toEqual({ event: 'Stop' });
  });

  it('loads an agent’s events once when two parts of the screen ask at the same time', async () => {
    const { store, callsTo } = setup();
    const [a, b] = await Promise.all([
      store.getState().bench.loadEvents('cline-cli'),
      store.getState().bench.loadEvents('cline-cli'),
    ]);
    expect(a).toEqual(EVENTS);
    expect(b).toBe(a);
    expect(callsTo('bench:list-events')).toHaveLength(1);
  });

  it('runs one chosen hook by id, and the whole set without ids', async () => {
    const { store, callsTo } = setup({
      'bench:run': ({ event }) => ok(makeOutcome({ event })),
    });
    await store.getState().inventory.load();
    await store.getState().bench.prepare();
    store.getState().bench.setHook('write-guard');
    await store.getState().bench.start({ tool_name: 'Write' });
    store.getState().bench.setHook(null);
    await store.getState().bench.start({ tool_name: 'Bash' });

    const [one, all] = callsTo('bench:run').map((call) => call.request);
    expect(one).toMatchObject({
      agent: 'claude-code',
      event: 'PreToolUse',
      hookIds: ['write-guard'],
      payload: { tool_name: 'Write' },
      scope: { kind: 'user' },
    });
    expect(all).not.toHaveProperty('hookIds');
    expect(store.getState().bench.run).toMatchObject({ status: 'done', scopeKey: 'user' });
  });

  it('runs the whole set when the chosen hook is not one of this event', async () => {
    const { store, callsTo } = setup({ 'bench:run': () => ok(makeOutcome()) });
    await store.getState().inventory.load();
    await store.getState().bench.prepare();
    store.getState().bench.setHook('on-stop');
    await store.getState().bench.start({});
    expect(callsTo('bench:run')[0]?.request).not.toHaveProperty('hookIds');
  });

  it('streams the output of its own run only, per hook, merging chunks of one stream', async () => {
    const reply = deferred<Result<EventOutcome>>();
    const { store, api, emit, callsTo } = setup({ 'bench:run': () => reply.promise });
    subscribeToServiceEvents(store, api);
    await store.getState().bench.prepare();
    const running = store.getState().bench.start({});
    const runId = (callsTo('bench:run')[0]?.request as { runId: string }).runId;

    emit('runner:output', { runId, hookId: 'a', stream: 'stdout', text: 'one ' });
    emit('runner:output', { runId, hookId: 'a', stream: 'stdout', text: 'two' });
    emit('runner:output', { runId: 'someone-else', hookId: 'a', stream: 'stdout', text: 'x' });
    emit('runner:output', { runId, hookId: 'b', stream: 'stderr', text: 'oops' });
    emit('runner:output', { runId, hookId: 'a', stream: 'stderr', text: '!' });
    expect(store.getState().bench.run?.output).toEqual([
      {
        hookId: 'a',
        chunks: [
          { stream: 'stdout', text: 'one two' },
          { stream: 'stderr', text: '!' },
        ],
        size: 8,
        clipped: false,
      },
      { hookId: 'b', chunks: [{ stream: 'stderr', text: 'oops' }], size: 4, clipped: false },
    ]);

    reply.resolve(ok(makeOutcome()));
    await running;
    emit('runner:output', { runId, hookId: 'a', stream: 'stdout', text: 'late' });
    expect(store.getState().bench.run?.output[0]?.chunks[0]?.text).toBe('one two');
  });

  it('cancels the run it started, once, and starts no second run meanwhile', async () => {
    const reply = deferred<Result<EventOutcome>>();
    const { store, callsTo } = setup({
      'bench:run': () => reply.promise,
      'bench:cancel': () => ok({ cancelled: true }),
    });
    await store.getState().bench.prepare();
    const running = store.getState().bench.start({});
    await store.getState().bench.start({});
    await store.getState().bench.cancel();
    await store.getState().bench.cancel();

    const runId = (callsTo('bench:run')[0]?.request as { runId: string }).runId;
    expect(callsTo('bench:run')).toHaveLength(1);
    expect(callsTo('bench:cancel').map((call) => call.request)).toEqual([{ runId }]);
    expect(store.getState().bench.run?.cancelling).toBe(true);

    reply.resolve(ok(makeOutcome()));
    await running;
    expect(store.getState().bench.run).toMatchObject({ status: 'done', cancelling: false });
  });

  it('keeps a trust refusal as the run’s error, with whether the workspace was trusted', async () => {
    const refusal = { code: 'untrusted' as const, message: 'trust the workspace first' };
    let trusted = false;
    const { store } = setup({
      'bench:run': () => ({ ok: false, error: refusal }),
      'workspaces:list': () => ok([makeWorkspace('shop', { trusted })]),
    });
    await store.getState().workspaces.load();
    await store.getState().selectScope(shop);
    await store.getState().bench.prepare();
    await store.getState().bench.start({});
    expect(store.getState().bench.run).toMatchObject({
      status: 'failed',
      error: refusal,
      outcome: null,
      scopeKey: 'workspace:shop',
      workspaceTrusted: false,
    });

    trusted = true;
    await store.getState().workspaces.load();
    await store.getState().bench.start({});
    expect(store.getState().bench.run?.workspaceTrusted).toBe(true);
  });

  it('opens the bench on a hook chosen in the inventory, with its agent and event', async () => {
    const { store, callsTo } = setup();
    const hook = makeHook({ id: 'vscode-hook', agent: 'cline-vscode', event: 'Stop' });
    await store.getState().bench.testHook(hook);

    const state = store.getState();
    expect(state.screen).toBe(BENCH_SCREEN);
    expect(state.bench).toMatchObject({
      agent: 'cline-vscode',
      event: 'Stop',
      hookId: 'vscode-hook',
    });
    expect(callsTo('bench:sample-payload').at(-1)?.request).toMatchObject({
      agent: 'cline-vscode',
      event: 'Stop',
    });
  });
});
