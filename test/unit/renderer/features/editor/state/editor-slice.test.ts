import { describe, expect, it } from 'vitest';

import { createAppStore } from '../../../../../../renderer/store/create-app-store';
import { subscribeToServiceEvents } from '../../../../../../renderer/store/subscriptions';
import { createTestApi, flush, makeHook, ok } from '../../../fixtures';
import { codedText } from '../../../../../../shared/i18n/coded-text';

const HASH_A = 'a'.repeat(64);
const HASH_B = 'b'.repeat(64);
const HASH_C = 'c'.repeat(64);
const user = { kind: 'user' as const };

/** A script file on a pretend disk that the test can change behind the editor's back. */
function setup() {
  const disk = { content: '#!/bin/sh\necho one\n', hash: HASH_A };
  const test = createTestApi({
    'manage:read-script': ({ hookId }) =>
      ok({ hookId, path: '/home/ana/.cline/hooks/TaskStart', ...disk, language: 'shell' as const }),
    'manage:write-script': ({ content, baseHash }) => {
      if (baseHash !== disk.hash) {
        return { ok: false, error: { code: 'conflict', message: 'changed on disk' } };
      }
      disk.content = content;
      disk.hash = baseHash === HASH_A ? HASH_B : HASH_C;
      return ok({
        hash: disk.hash,
        change: {
          id: 'c1',
          at: '',
          operation: 'edit',
          hookIds: ['h1'],
          summary: [
            codedText('change.script-edited', { file: '/home/ana/.cline/hooks/TaskStart' }),
          ],
          files: [],
          restores: null,
        },
      });
    },
    'manage:list-changes': () => ok({ changes: [], total: 0, unreadable: 0 }),
    'trust:review': () => ok([]),
    'manage:check-script': ({ content }) =>
      ok({
        tools: [
          { tool: 'bash' as const, available: true },
          { tool: 'shellcheck' as const, available: false },
        ],
        findings: content.includes('if')
          ? [
              {
                tool: 'bash' as const,
                line: 3,
                column: null,
                severity: 'error' as const,
                message: 'syntax error: unexpected end of file',
                code: null,
              },
            ]
          : [],
      }),
  });
  const store = createAppStore({ api: test.api });
  return { ...test, store, disk };
}

describe('editor slice', () => {
  it('refuses to save a script over the limit with its size, sending nothing', async () => {
    const { store, callsTo, disk } = setup();
    await store.getState().editor.openScript(user, 'h1');
    const huge = `#!/bin/sh\n# ${'x'.repeat(5_000_000)}\n`;
    expect(await store.getState().editor.saveScript(huge)).toBe(false);
    expect(callsTo('manage:write-script')).toEqual([]);
    expect(disk.content).toBe('#!/bin/sh\necho one\n');
    expect(store.getState().editor.script?.saveError).toMatchObject({
      text: { key: 'failure.script-too-large', params: { size: 5, max: 4.2 } },
      message: 'The script is too large to save (5 MB; the limit is 4.2 MB).',
    });
  });

  it('opens a script and saves it with the hash it was read with', async () => {
    const { store, callsTo, disk } = setup();
    await store.getState().editor.openScript(user, 'h1');
    expect(store.getState().editor.script).toMatchObject({
      status: 'ready',
      revision: 1,
      file: { hash: HASH_A },
    });

    store.getState().editor.setScriptDirty(true);
    expect(await store.getState().editor.saveScript('#!/bin/sh\necho two\n')).toBe(true);
    expect(callsTo('manage:write-script')[0]?.request).toMatchObject({ baseHash: HASH_A });
    expect(disk.content).toBe('#!/bin/sh\necho two\n');
    expect(store.getState().editor.script).toMatchObject({
      dirty: false,
      file: { hash: HASH_B, content: disk.content },
    });
  });

  it('takes a newer version from disk by itself when nothing is unsaved', async () => {
    const { store, emit, disk, api } = setup();
    subscribeToServiceEvents(store, api);
    await store.getState().editor.openScript(user, 'h1');
    Object.assign(disk, { content: 'echo outside\n', hash: HASH_C });
    emit('inventory:changed', { scope: user });
    await flush();
    expect(store.getState().editor.script).toMatchObject({
      revision: 2,
      onDisk: null,
      file: { content: 'echo outside\n', hash: HASH_C },
    });
    expect(store.getState().editor.script?.reloadedAt).not.toBeNull();
  });

  it('shows the version on disk instead of replacing unsaved edits, and reloads it on request', async () => {
    const { store, emit, disk, api } = setup();
    subscribeToServiceEvents(store, api);
    await store.getState().editor.openScript(user, 'h1');
    store.getState().editor.setScriptDirty(true);
    Object.assign(disk, { content: 'echo outside\n', hash: HASH_C });
    emit('inventory:changed', { scope: { kind: 'workspace', workspaceId: 'other' } });
    await flush();
    expect(store.getState().editor.script?.onDisk).toBeNull();

    emit('inventory:changed', { scope: user });
    await flush();
    expect(store.getState().editor.script).toMatchObject({
      revision: 1,
      dirty: true,
      onDisk: { content: 'echo outside\n', hash: HASH_C },
    });

    await store.getState().editor.reloadScript();
    expect(store.getState().editor.script).toMatchObject({
      revision: 2,
      dirty: false,
      onDisk: null,
      file: { hash: HASH_C },
    });
  });

  it('refuses a save over an outside change, then saves over it when asked to', async () => {
    const { store, disk } = setup();
    await store.getState().editor.openScript(user, 'h1');
    Object.assign(disk, { content: 'echo outside\n', hash: HASH_B });
    store.getState().editor.setScriptDirty(true);

    expect(await store.getState().editor.saveScript('mine\n')).toBe(false);
    expect(store.getState().editor.script).toMatchObject({
      saveError: { code: 'conflict' },
      onDisk: { content: 'echo outside\n' },
      dirty: true,
    });
    expect(disk.content).toBe('echo outside\n');

    expect(await store.getState().editor.saveScript('mine\n', { overwrite: true })).toBe(true);
    expect(disk.content).toBe('mine\n');
    expect(store.getState().editor.script).toMatchObject({
      saveError: null,
      onDisk: null,
      dirty: false,
    });
  });

  it('says the script is gone when it is no longer where it was', async () => {
    const { store, api, emit } = setup();
    subscribeToServiceEvents(store, api);
    await store.getState().editor.openScript(user, 'h1');
    const original = api.invoke;
    api.invoke = (async (channel, request) =>
      channel === 'manage:read-script'
        ? { ok: false, error: { code: 'not-found', message: 'no such hook' } }
        : original(channel, request)) as typeof api.invoke;
    emit('inventory:changed', { scope: user });
    await flush();
    expect(store.getState().editor.script?.gone).toBe(true);
  });

  it('keeps the error of a script that cannot be opened, such as an inline command', async () => {
    const { store, api } = setup();
    api.invoke = (async () => ({
      ok: false,
      error: { code: 'invalid-request', message: 'edit it in its settings file' },
    })) as typeof api.invoke;
    await store.getState().editor.openScript(user, 'h9');
    expect(store.getState().editor.script).toMatchObject({
      status: 'error',
      loadError: { code: 'invalid-request' },
    });
  });
  it('checks the unsaved text with the real tools of its language, and forgets it on close', async () => {
    const { store, callsTo } = setup();
    await store.getState().editor.openScript(user, 'h1');
    await store.getState().editor.checkScriptText('#!/bin/sh\nif true; then\n');
    expect(callsTo('manage:check-script')[0]?.request).toEqual({
      language: 'shell',
      content: '#!/bin/sh\nif true; then\n',
    });
    expect(store.getState().editor.scriptCheck).toMatchObject({
      status: 'done',
      result: { findings: [{ line: 3, tool: 'bash' }] },
    });
    store.getState().editor.closeScript();
    expect(store.getState().editor.scriptCheck).toBeNull();
  });
  it('opens a settings entry as JSON, shows a refused save, and closes with Undo once saved', async () => {
    const entry = {
      hookId: 'h1',
      sourcePath: '/home/ana/.claude/settings.json',
      locator: 'PreToolUse/0/1',
      text: '{ "type": "command", "command": "./guard.sh" }',
      hash: HASH_A,
    };
    const test = createTestApi({
      'manage:read-entry': () => ok(entry),
      'manage:write-entry': ({ text }) =>
        text.includes('"shell"')
          ? { ok: false, error: { code: 'invalid-request', message: 'Unknown hook type "shell"' } }
          : ok({
              id: 'c9',
              at: '',
              operation: 'edit' as const,
              hookIds: ['h1'],
              summary: [
                codedText('change.hook-edited', {
                  event: 'PreToolUse',
                  file: '/home/ana/.claude/settings.json',
                }),
              ],
              files: [],
              restores: null,
            }),
      'manage:list-changes': () => ok({ changes: [], total: 0, unreadable: 0 }),
      'trust:review': () => ok([]),
    });
    const store = createAppStore({ api: test.api });
    await store
      .getState()
      .editor.openEntry(
        user,
        makeHook({ id: 'h1', handler: { ...makeHook().handler, summary: './guard.sh' } }),
      );
    expect(store.getState().editor.entry).toMatchObject({ status: 'ready', entry });

    expect(await store.getState().editor.saveEntry('{ "type": "shell" }')).toBe(false);
    expect(store.getState().editor.entry?.saveError?.message).toBe('Unknown hook type "shell"');

    const text = '{ "type": "command", "command": "./guard.sh", "timeout": 5 }';
    expect(await store.getState().editor.saveEntry(text)).toBe(true);
    expect(test.callsTo('manage:write-entry').at(-1)?.request).toEqual({
      scope: user,
      hookId: 'h1',
      text,
      baseHash: HASH_A,
    });
    expect(store.getState().editor.entry).toBeNull();
    expect(store.getState().manage.toast).toMatchObject({
      message: { what: 'edited', event: 'PreToolUse', hook: './guard.sh' },
      undo: { kind: 'change', changeId: 'c9' },
    });
  });
});
