import { describe, expect, it } from 'vitest';

import { createAppStore } from '../../../../../../renderer/store/create-app-store';
import { createTestApi, flush, makeHook, ok } from '../../../fixtures';

const HASH = 'a'.repeat(64);
const hook = makeHook({ id: 'codex-stop', agent: 'codex', contentHash: HASH });
const preview = {
  hookId: hook.id,
  contentHash: HASH,
  status: 'untrusted',
  file: '/home/ana/.codex/config.toml',
  text: '[hooks.state."k"]\ntrusted_hash = "sha256:1"\n',
  base: 'b'.repeat(64),
  backupDir: '/data/backups/agent-trust',
};

function setup(applyAnswer: () => ReturnType<typeof ok> | { ok: false; error: never }) {
  let release = () => {};
  const test = createTestApi({
    'manage:trust-preview': () => ok(preview),
    'manage:trust-apply': () =>
      new Promise((resolve) => (release = () => resolve(applyAnswer() as never))),
    'inventory:get': () => ok({ scope: { kind: 'user' }, hooks: [] } as never),
  });
  return { test, store: createAppStore({ api: test.api }), release: () => release() };
}

describe('the "Trust in <agent>" dialog state', () => {
  it('previews, applies once however often Apply is pressed, then reloads the inventory', async () => {
    const { test, store, release } = setup(() =>
      ok({ status: 'trusted', backup: '/b/config.toml' }),
    );
    await store.getState().manage.openAgentTrust(hook);
    await store.getState().manage.openAgentTrust(hook);
    expect(test.callsTo('manage:trust-preview')).toHaveLength(1);
    expect(store.getState().manage.agentTrust).toMatchObject({ phase: 'ready', preview });

    const first = store.getState().manage.applyAgentTrust();
    void store.getState().manage.applyAgentTrust();
    expect(store.getState().manage.agentTrust?.phase).toBe('applying');
    release();
    await first;
    await flush();
    expect(test.callsTo('manage:trust-apply')).toEqual([
      {
        channel: 'manage:trust-apply',
        request: {
          scope: { kind: 'user' },
          hookId: hook.id,
          contentHash: HASH,
          text: preview.text,
          base: preview.base,
        },
      },
    ]);
    expect(store.getState().manage.agentTrust).toMatchObject({
      phase: 'done',
      result: { status: 'trusted' },
    });
    expect(test.callsTo('inventory:get').length).toBeGreaterThan(0);
  });

  it('shows a refusal in the dialog, and asks the agent again on retry', async () => {
    const error = { code: 'conflict' as const, message: 'changed after the preview' };
    const { test, store, release } = setup(() => ({ ok: false, error }) as never);
    await store.getState().manage.openAgentTrust(hook);
    const applying = store.getState().manage.applyAgentTrust();
    release();
    await applying;
    expect(store.getState().manage.agentTrust).toMatchObject({ phase: 'failed', error });
    await store.getState().manage.openAgentTrust(hook);
    expect(test.callsTo('manage:trust-preview')).toHaveLength(2);
    expect(store.getState().manage.agentTrust?.phase).toBe('ready');
  });

  it('drops an answer for a dialog closed meanwhile', async () => {
    const { store } = setup(() => ok({ status: 'trusted', backup: null }));
    const opening = store.getState().manage.openAgentTrust(hook);
    store.getState().manage.closeAgentTrust();
    await opening;
    expect(store.getState().manage.agentTrust).toBeNull();
  });
});
