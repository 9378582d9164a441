import { describe, expect, it } from 'vitest';

import type { Result } from '../../../../../../shared/result';
import type { Simulation } from '../../../../../../shared/schemas/bench';
import { createAppStore } from '../../../../../../renderer/store/create-app-store';
import { simulatorEventsOf } from '../../../../../../renderer/features/simulator/state/simulator-slice';
import { createTestApi, deferred, flush, makeInventory, ok } from '../../../fixtures';

const answer = (label: string): Simulation => ({
  agents: [
    {
      agent: 'claude-code',
      fires: [{ hookId: 'h1', label, event: 'PreToolUse', skippedBecause: null, inactive: null }],
      doesNotFire: [],
    },
  ],
});

describe('simulator slice', () => {
  it('asks about the event and tool call on screen and keeps the answer with its question', async () => {
    const { api, callsTo } = createTestApi({ 'runner:simulate': () => ok(answer('guard')) });
    const store = createAppStore({ api });
    store.getState().simulator.setEvent('PreToolUse');
    store.getState().simulator.setToolName('  Write ');
    await store.getState().simulator.simulate({ file_path: '/a' });

    expect(callsTo('runner:simulate')[0]?.request).toEqual({
      scope: { kind: 'user' },
      event: 'PreToolUse',
      toolName: 'Write',
      toolInput: { file_path: '/a' },
    });
    expect(store.getState().simulator.answer).toEqual({
      scopeKey: 'user',
      event: 'PreToolUse',
      toolName: 'Write',
      result: answer('guard'),
    });
    expect(store.getState().simulator.status).toBe('ready');
  });

  it('sends no tool call when the tool name is empty', async () => {
    const { api, callsTo } = createTestApi({ 'runner:simulate': () => ok({ agents: [] }) });
    const store = createAppStore({ api });
    store.getState().simulator.setEvent('Stop');
    store.getState().simulator.setToolName('');
    await store.getState().simulator.simulate({ ignored: true });

    expect(callsTo('runner:simulate')[0]?.request).toEqual({
      scope: { kind: 'user' },
      event: 'Stop',
    });
  });

  it('keeps the newest answer when an older one arrives late, and reports a failure', async () => {
    const slow = deferred<Result<Simulation>>();
    let calls = 0;
    const { api } = createTestApi({
      'inventory:get': ({ scope }) => ok(makeInventory(scope)),
      'runner:simulate': () => (++calls === 1 ? slow.promise : ok(answer('newer'))),
    });
    const store = createAppStore({ api });
    const older = store.getState().simulator.simulate(undefined);
    await flush();
    await store.getState().simulator.simulate(undefined);
    slow.resolve(ok(answer('older')));
    await older;
    expect(store.getState().simulator.answer?.result).toEqual(answer('newer'));

    const failing = createTestApi({
      'runner:simulate': () => ({ ok: false, error: { code: 'internal', message: 'boom' } }),
    });
    const other = createAppStore({ api: failing.api });
    await other.getState().simulator.simulate(undefined);
    expect(other.getState().simulator).toMatchObject({
      status: 'error',
      error: { code: 'internal' },
    });
  });

  it('offers every event of every agent once, in the agents’ order', async () => {
    const lists = {
      'claude-code': ['PreToolUse', 'Stop'],
      'cline-cli': ['PreToolUse', 'TaskStart'],
      'cline-vscode': ['TaskStart', 'UserPromptSubmit'],
      codex: ['PreToolUse', 'Stop'],
      'gemini-cli': ['BeforeTool'],
    };
    const { api, callsTo } = createTestApi({
      'bench:list-events': ({ agent }) => ok({ events: lists[agent], presets: {} }),
    });
    const store = createAppStore({ api });
    await store.getState().simulator.prepare();

    expect(callsTo('bench:list-events')).toHaveLength(5);
    expect(simulatorEventsOf(store.getState().bench.events)).toEqual([
      'PreToolUse',
      'Stop',
      'TaskStart',
      'UserPromptSubmit',
      'BeforeTool',
    ]);
  });
});
