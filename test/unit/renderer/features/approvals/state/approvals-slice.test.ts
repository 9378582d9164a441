import { describe, expect, it } from 'vitest';

import type { ApprovalRequest, ApprovalRule } from '../../../../../../shared/schemas/approval';
import { APPROVALS_SCREEN } from '../../../../../../renderer/features/approvals/state/approvals-slice';
import { createAppStore } from '../../../../../../renderer/store/create-app-store';
import { HISTORY_SCREEN } from '../../../../../../renderer/features/history/state/history-slice';
import { subscribeToServiceEvents } from '../../../../../../renderer/store/subscriptions';
import { createTestApi, deferred, ok } from '../../../fixtures';

function makeRequest(id: string, overrides: Partial<ApprovalRequest> = {}): ApprovalRequest {
  return {
    id,
    agent: 'claude-code',
    event: 'PreToolUse',
    workspace: '/home/ana/shop',
    sessionId: 's1',
    toolName: 'Bash',
    toolInput: { command: 'rm -rf dist' },
    preview: { kind: 'command', command: 'rm -rf dist' },
    receivedAt: 1_000,
    deadlineAt: 61_000,
    failMode: 'closed',
    ruleId: null,
    selfRun: false,
    ...overrides,
  };
}

const rule = (id: string): ApprovalRule => ({
  id,
  scope: { kind: 'global' },
  tool: 'Bash',
  patternKind: 'glob',
  decision: 'ask',
  failMode: 'closed',
  origin: 'user',
  createdAt: 1,
});

describe('the approvals inbox store', () => {
  it('lists the pending requests nearest deadline first and follows approvals:changed', async () => {
    const { api, emit } = createTestApi({
      'approvals:pending': () =>
        ok([makeRequest('late', { deadlineAt: 90_000 }), makeRequest('soon')]),
    });
    const store = createAppStore({ api });
    subscribeToServiceEvents(store, api);
    await store.getState().approvals.load();
    expect(store.getState().approvals.pending.map((r) => r.id)).toEqual(['soon', 'late']);

    store.getState().approvals.toggleChecked('soon');
    store.getState().approvals.toggleChecked('late');
    emit('approvals:changed', { pending: [makeRequest('late', { deadlineAt: 90_000 })] });
    expect(store.getState().approvals.pending.map((r) => r.id)).toEqual(['late']);
    // A request that is gone cannot stay ticked: "approve ticked" would send a stale id.
    expect(store.getState().approvals.checked).toEqual(['late']);
  });

  it('sends one decision for the ticked requests, via the inbox, and says how many were late', async () => {
    const reply = deferred<void>();
    const { api, callsTo } = createTestApi({
      'approvals:pending': () => ok([makeRequest('a'), makeRequest('b'), makeRequest('c')]),
      'approvals:decide': async ({ ids }) => {
        await reply.promise;
        return ok({ decided: ids.slice(1), alreadyDecided: ids.slice(0, 1) });
      },
    });
    const store = createAppStore({ api });
    await store.getState().approvals.load();
    store.getState().approvals.checkAll(true);
    const pending = store.getState().approvals.decide({
      ids: store.getState().approvals.checked,
      decision: 'deny',
      reason: 'Run the tests first',
    });
    expect(store.getState().approvals.deciding).toEqual(['a', 'b', 'c']);
    // A second press while the first answer is on its way sends nothing more.
    await store.getState().approvals.decide({ ids: ['a'], decision: 'allow' });
    reply.resolve();
    await pending;

    expect(callsTo('approvals:decide').map((call) => call.request)).toEqual([
      { ids: ['a', 'b', 'c'], decision: 'deny', reason: 'Run the tests first', via: 'inbox' },
    ]);
    expect(store.getState().approvals.deciding).toEqual([]);
    expect(store.getState().approvals.checked).toEqual([]);
    expect(store.getState().approvals.notice).toEqual({
      kind: 'decided',
      decision: 'deny',
      count: 2,
      alreadyDecided: 1,
    });
  });

  it('sends an edited input with its one request and shows a failure in words', async () => {
    const { api, callsTo } = createTestApi({
      'approvals:decide': () => ({
        ok: false,
        error: { code: 'invalid-request', message: 'An edited input applies to one request' },
      }),
    });
    const store = createAppStore({ api });
    await store.getState().approvals.decide({
      ids: ['a'],
      decision: 'allow',
      editedInput: { command: 'rm -rf dist/cache' },
    });
    expect(callsTo('approvals:decide')[0]?.request).toEqual({
      ids: ['a'],
      decision: 'allow',
      editedInput: { command: 'rm -rf dist/cache' },
      via: 'inbox',
    });
    expect(store.getState().approvals.notice).toMatchObject({
      kind: 'failed',
      error: { code: 'invalid-request' },
    });
  });

  it('makes an always-allow rule and refreshes the rules when they are on screen', async () => {
    const { api, callsTo } = createTestApi({
      'approvals:always-allow': () => ok({ ...rule('new'), decision: 'allow' }),
      'approvals:rules': () => ok([rule('new')]),
    });
    const store = createAppStore({ api });
    await store.getState().approvals.loadRules();
    await store.getState().approvals.alwaysAllow('a', 'workspace');
    expect(callsTo('approvals:always-allow')[0]?.request).toEqual({ id: 'a', scope: 'workspace' });
    expect(store.getState().approvals.notice).toEqual({
      kind: 'always-allowed',
      scope: 'workspace',
    });
    expect(callsTo('approvals:rules')).toHaveLength(2);
  });
});

describe('the approval rules store', () => {
  it('saves the whole list in the new order when a rule moves', async () => {
    const { api, callsTo } = createTestApi({
      'approvals:rules': () => ok([rule('a'), rule('b'), rule('c')]),
      'approvals:save-rules': ({ rules }) => ok(rules),
    });
    const store = createAppStore({ api });
    await store.getState().approvals.loadRules();
    await store.getState().approvals.moveRule('c', -1);
    await store.getState().approvals.moveRule('a', -1);
    expect(callsTo('approvals:save-rules')).toHaveLength(1);
    expect(store.getState().approvals.rules.map((r) => r.id)).toEqual(['a', 'c', 'b']);
  });

  it('puts a new rule first, replaces an edited one in place, and reloads after a failed save', async () => {
    let saved = [rule('a'), rule('b')];
    let fail = false;
    const { api, callsTo } = createTestApi({
      'approvals:rules': () => ok(saved),
      'approvals:save-rules': ({ rules }) => {
        if (fail) return { ok: false, error: { code: 'conflict', message: 'changed on disk' } };
        saved = rules;
        return ok(rules);
      },
    });
    const store = createAppStore({ api });
    await store.getState().approvals.loadRules();
    expect(await store.getState().approvals.putRule(rule('new'))).toBe(true);
    expect(store.getState().approvals.rules.map((r) => r.id)).toEqual(['new', 'a', 'b']);
    await store.getState().approvals.putRule({ ...rule('a'), decision: 'deny' });
    expect(store.getState().approvals.rules.map((r) => [r.id, r.decision])).toEqual([
      ['new', 'ask'],
      ['a', 'deny'],
      ['b', 'ask'],
    ]);

    fail = true;
    expect(await store.getState().approvals.putRule(rule('other'))).toBe(false);
    expect(store.getState().approvals.rulesSaveError?.code).toBe('conflict');
    expect(store.getState().approvals.rules.map((r) => r.id)).toEqual(['new', 'a', 'b']);
    expect(callsTo('approvals:rules')).toHaveLength(2);
  });
});

describe('navigation requests (a notification, the tray, a hookyard:// link)', () => {
  it('opens the inbox on the requested approval, and the history on an audit entry', () => {
    const { api, emit } = createTestApi({});
    const store = createAppStore({ api });
    subscribeToServiceEvents(store, api);
    expect(store.getState().screen).not.toBe(APPROVALS_SCREEN);

    emit('app:navigate-requested', { target: 'approval', id: 'req-7' });
    expect(store.getState().screen).toBe(APPROVALS_SCREEN);
    expect(store.getState().approvals.focusId).toBe('req-7');
    // The list focuses the card, then says so: the request is not shown a second time.
    store.getState().approvals.focusDone();
    expect(store.getState().approvals.focusId).toBeNull();

    emit('app:navigate-requested', { target: 'audit', id: 'e1' });
    expect(store.getState().screen).toBe(HISTORY_SCREEN);
    expect(store.getState().history.selectedId).toBe('e1');
    // Showing is all it does: nothing was asked of the services.
    expect(store.getState().approvals.focusId).toBeNull();
  });

  it('stops following navigation requests once unwired', () => {
    const { api, emit } = createTestApi({});
    const store = createAppStore({ api });
    const unwire = subscribeToServiceEvents(store, api);
    unwire();
    emit('app:navigate-requested', { target: 'approval', id: 'req-7' });
    expect(store.getState().approvals.focusId).toBeNull();
  });
});

describe('the approvals setup store', () => {
  const status = (installs: number) => ({
    listening: true,
    httpUrl: 'http://127.0.0.1:4000/v1/approve',
    socketPath: null,
    installs: Array.from({ length: installs }, () => ({
      agent: 'cline' as const,
      scope: { kind: 'user' as const },
      mode: 'command' as const,
      failMode: 'closed' as const,
    })),
  });

  it('installs and uninstalls, showing the status each returns, and keeps a failure in words', async () => {
    let fail = false;
    const { api, callsTo } = createTestApi({
      'approvals:status': () => ok(status(0)),
      'approvals:install': () =>
        fail
          ? { ok: false, error: { code: 'conflict', message: 'changed on disk' } }
          : ok(status(1)),
      'approvals:uninstall': () => ok(status(0)),
    });
    const store = createAppStore({ api });
    await store.getState().approvals.loadBridge();
    expect(store.getState().approvals.bridge?.installs).toEqual([]);
    await store
      .getState()
      .approvals.install({ agent: 'cline', scope: { kind: 'user' }, failMode: 'closed' });
    expect(store.getState().approvals.bridge?.installs).toHaveLength(1);
    await store.getState().approvals.uninstall({ agent: 'cline', scope: { kind: 'user' } });
    expect(store.getState().approvals.bridge?.installs).toHaveLength(0);
    fail = true;
    await store
      .getState()
      .approvals.install({ agent: 'cline', scope: { kind: 'user' }, failMode: 'open' });
    expect(store.getState().approvals.setupError?.code).toBe('conflict');
    expect(store.getState().approvals.setupBusy).toBe(false);
    expect(callsTo('approvals:install')).toHaveLength(2);
  });
});
