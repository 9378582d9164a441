import { describe, expect, it } from 'vitest';

import type { ChangeRecord } from '../../../../../../shared/schemas/editing';
import { createAppStore } from '../../../../../../renderer/store/create-app-store';
import {
  createTestApi,
  deferred,
  makeHook,
  makeInventory,
  makeWorkspace,
  ok,
  type Handlers,
} from '../../../fixtures';
import type { Result } from '../../../../../../shared/result';
import { codedText } from '../../../../../../shared/i18n/coded-text';

const change = (id: string, overrides: Partial<ChangeRecord> = {}): ChangeRecord => ({
  id,
  at: '2026-01-01T10:00:00.000Z',
  operation: 'disable',
  hookIds: ['h1'],
  summary: [
    codedText('change.hook-switched-off', { event: 'PreToolUse', file: '/ws/settings.json' }),
  ],
  files: [],
  restores: null,
  ...overrides,
});

const shop = { kind: 'workspace' as const, workspaceId: 'shop' };

function setup(handlers: Handlers = {}) {
  const test = createTestApi({
    'manage:list-changes': () => ok({ changes: [], total: 0, unreadable: 0 }),
    'manage:list-trash': () => ok([]),
    'trust:review': () => ok([]),
    ...handlers,
  });
  return { ...test, store: createAppStore({ api: test.api }) };
}

describe('manage slice', () => {
  it('switches a hook off in the scope on screen and offers Undo of that change', async () => {
    const { store, callsTo } = setup({ 'manage:disable-hook': () => ok(change('c1')) });
    await store.getState().manage.switchHook(makeHook({ id: 'h1' }), false);

    expect(callsTo('manage:disable-hook')[0]?.request).toEqual({
      scope: { kind: 'user' },
      hookId: 'h1',
      contentHash: 'c1',
    });
    expect(store.getState().manage.toast).toMatchObject({
      message: { what: 'disabled', event: 'PreToolUse', hook: 'echo hi' },
      undo: { kind: 'change', changeId: 'c1' },
      error: null,
    });
  });

  it('marks a hook busy while its switch is on the way and ignores a second press', async () => {
    const reply = deferred<Result<ChangeRecord>>();
    const { store, callsTo } = setup({ 'manage:enable-hook': () => reply.promise });
    const hook = makeHook({ id: 'h1' });
    const first = store.getState().manage.switchHook(hook, true);
    expect(store.getState().manage.busyHookIds).toEqual(['h1']);
    await store.getState().manage.switchHook(hook, true);
    expect(callsTo('manage:enable-hook')).toHaveLength(1);
    reply.resolve(ok(change('c2', { operation: 'enable' })));
    await first;
    expect(store.getState().manage.busyHookIds).toEqual([]);
  });

  it('shows a failed switch in the toast with the service error and no Undo', async () => {
    const { store } = setup({
      'manage:disable-hook': () => ({
        ok: false,
        error: { code: 'conflict', message: 'settings.json changed' },
      }),
    });
    await store.getState().manage.switchHook(makeHook(), false);
    expect(store.getState().manage.toast).toMatchObject({
      undo: null,
      error: { code: 'conflict', message: 'settings.json changed' },
    });
  });

  it('ignores a second press of Undo while the first is on the way', async () => {
    const reply = deferred<Result<ChangeRecord>>();
    const { store, callsTo } = setup({
      'manage:disable-hook': () => ok(change('c1')),
      'manage:restore-change': () => reply.promise,
    });
    await store.getState().manage.switchHook(makeHook({ id: 'h1' }), false);
    const first = store.getState().manage.undoToast();
    await store.getState().manage.undoToast();
    expect(callsTo('manage:restore-change')).toHaveLength(1);
    reply.resolve(ok(change('c2', { operation: 'restore', restores: 'c1' })));
    await first;
    expect(store.getState().manage.toast?.message).toEqual({ what: 'undone' });
  });

  it('undoes a delete by taking the hook out of the trash, then offers Redo of that restore', async () => {
    const { store, callsTo } = setup({
      'manage:delete-hook': () =>
        ok({ change: change('c1', { operation: 'delete' }), trashId: 't1' }),
      'manage:restore-trash': () => ok(change('c2', { operation: 'restore-from-trash' })),
      'manage:restore-change': () => ok(change('c3', { operation: 'restore', restores: 'c2' })),
    });
    store.getState().selectHook('h1');
    await store.getState().manage.deleteHook(makeHook({ id: 'h1' }));
    expect(store.getState().selectedHookId).toBeNull();

    await store.getState().manage.undoToast();
    expect(callsTo('manage:restore-trash')[0]?.request).toEqual({ trashId: 't1' });
    expect(store.getState().manage.toast).toMatchObject({
      message: { what: 'undone' },
      undo: { changeId: 'c2' },
    });

    await store.getState().manage.undoToast();
    expect(callsTo('manage:restore-change')[0]?.request).toEqual({ changeId: 'c2' });
    expect(store.getState().manage.toast?.message).toEqual({ what: 'redone' });
  });

  it('turns every hook of an agent off in the workspace on screen, and only there', async () => {
    const { store, callsTo } = setup({
      'inventory:get': ({ scope }) => ok(makeInventory(scope)),
      'manage:disable-all': () => ok(change('c1', { operation: 'disable-all' })),
    });
    await store.getState().manage.disableAll('claude-code');
    expect(callsTo('manage:disable-all')).toHaveLength(0);

    await store.getState().selectScope(shop);
    store.getState().manage.openDialog('disable-all');
    await store.getState().manage.disableAll('cline-cli');
    expect(callsTo('manage:disable-all')[0]?.request).toEqual({
      workspaceId: 'shop',
      agent: 'cline-cli',
    });
    expect(store.getState().manage.dialog).toBeNull();
    expect(store.getState().manage.toast?.undo).toEqual({ kind: 'change', changeId: 'c1' });
  });

  it('creates a hook, trusts it in a trusted workspace, and opens the editor on its script', async () => {
    const { store, callsTo } = setup({
      'workspaces:list': () => ok([makeWorkspace('shop', { trusted: true })]),
      'inventory:get': ({ scope }) => ok(makeInventory(scope)),
      'manage:create-hook': () =>
        ok({ change: change('c1', { operation: 'create' }), hookIds: ['n1', 'n2'] }),
      'trust:trust-hooks': () => ok([]),
      'trust:review': () =>
        ok(
          ['n1', 'n2', 'other'].map((id) => ({
            hook: makeHook({ id }),
            verdict: {
              state: 'untrusted-new' as const,
              hookId: id,
              content: '',
              contentHash: `${id}-hash`,
              trustedContent: null,
              trustedAt: null,
            },
          })),
        ),
      'manage:read-script': () =>
        ok({
          hookId: 'n1',
          path: '/p/TaskStart',
          content: '#!/bin/sh\n',
          hash: 'a'.repeat(64),
          language: 'shell',
        }),
    });
    await store.getState().workspaces.load();
    await store.getState().selectScope(shop);
    store.getState().manage.openDialog('new-hook');
    const created = await store.getState().manage.createHook({
      agents: ['cline-cli', 'cline-vscode'],
      scope: shop,
      event: 'TaskStart',
      language: 'bash',
    });

    expect(created).toBe(true);
    expect(store.getState().manage.dialog).toBeNull();
    expect(callsTo('trust:trust-hooks')[0]?.request).toEqual({
      workspaceId: 'shop',
      hookIds: ['n1', 'n2'],
      reviewed: { n1: 'n1-hash', n2: 'n2-hash' },
    });
    await Promise.resolve();
    expect(store.getState().editor.script).toMatchObject({ hookId: 'n1', scope: shop });
  });

  it('keeps the dialog open with the error when creating fails', async () => {
    const { store } = setup({
      'manage:create-hook': () => ({
        ok: false,
        error: { code: 'conflict', message: 'TaskStart exists' },
      }),
    });
    store.getState().manage.openDialog('new-hook');
    const created = await store.getState().manage.createHook({
      agents: ['cline-cli'],
      scope: { kind: 'user' },
      event: 'TaskStart',
      language: 'bash',
    });
    expect(created).toBe(false);
    expect(store.getState().manage.dialog).toBe('new-hook');
    expect(store.getState().manage.createError?.message).toBe('TaskStart exists');
  });
  describe('per workspace (adopted user-level hooks)', () => {
    const adoption = {
      id: 'a1',
      sourcePath: '/home/ana/.claude/settings.json',
      kind: 'settings-handler' as const,
      workspaces: ['/home/ana/blog'],
      hookIds: ['h1'],
      onHere: false,
    };
    const workspaceSetup = (handlers: Handlers) =>
      setup({
        'workspaces:list': () => ok([makeWorkspace('shop'), makeWorkspace('blog')]),
        'inventory:get': ({ scope }) => ok(makeInventory(scope)),
        ...handlers,
      });

    it('turns a hook off here only by adopting it, on in every other workspace', async () => {
      const { store, callsTo } = workspaceSetup({
        'manage:list-adoptions': () => ok([]),
        'manage:adopt-hook': () => ok(change('c1', { operation: 'adopt' })),
      });
      await store.getState().workspaces.load();
      await store.getState().selectScope(shop);
      await store.getState().manage.switchHookHere(makeHook({ id: 'h1' }), false);
      expect(callsTo('manage:adopt-hook')[0]?.request).toEqual({
        scope: shop,
        hookId: 'h1',
        contentHash: 'c1',
        workspaceIds: ['blog'],
      });
      expect(store.getState().manage.toast).toMatchObject({
        message: { what: 'off-here', event: 'PreToolUse', hook: 'echo hi' },
        undo: { kind: 'change', changeId: 'c1' },
      });
    });

    it('switches an adopted hook through its allowlist, and releases it', async () => {
      const { store, callsTo } = workspaceSetup({
        'manage:list-adoptions': () => ok([adoption]),
        'manage:set-adopted-workspace': () => ok(change('c2', { operation: 'adopt' })),
        'manage:release-hook': () => ok(change('c3', { operation: 'release' })),
      });
      await store.getState().workspaces.load();
      await store.getState().selectScope(shop);
      await store.getState().manage.loadAdoptions();
      expect(store.getState().manage.adoptions).toEqual([adoption]);
      await store.getState().manage.switchHookHere(makeHook({ id: 'h1' }), true);
      expect(callsTo('manage:set-adopted-workspace')[0]?.request).toEqual({
        adoptionId: 'a1',
        workspaceId: 'shop',
        on: true,
      });
      await store.getState().manage.releaseHook(makeHook({ id: 'h1' }));
      expect(callsTo('manage:release-hook')[0]?.request).toEqual({ adoptionId: 'a1' });
      expect(store.getState().manage.toast?.message).toEqual({
        what: 'released',
        event: 'PreToolUse',
        hook: 'echo hi',
      });
    });
  });
});
