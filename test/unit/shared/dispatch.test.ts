import { describe, expect, it } from 'vitest';

import { dispatch, type ContractHandlers } from '../../../shared/contract';
import { AppFailure } from '../../../shared/result';

const silent = { error: () => {} };

function handlers(overrides: Partial<ContractHandlers>): ContractHandlers {
  const fail = () => {
    throw new Error('not under test');
  };
  return new Proxy(overrides, {
    get: (target, key) => target[key as keyof ContractHandlers] ?? fail,
  }) as ContractHandlers;
}

describe('dispatch', () => {
  it('rejects an unknown channel with invalid-request', async () => {
    const result = await dispatch(handlers({}), 'nope:nothing', {}, silent);
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
  });

  it('rejects a malformed request before the handler runs', async () => {
    let called = false;
    const result = await dispatch(
      handlers({ 'workspaces:remove': () => ((called = true), { removed: true }) }),
      'workspaces:remove',
      { workspaceId: 42 },
      silent,
    );
    expect(result).toMatchObject({
      ok: false,
      error: {
        code: 'invalid-request',
        text: {
          key: 'failure.invalid-request-field',
          params: { channel: 'workspaces:remove', field: 'workspaceId' },
        },
      },
    });
    expect(called).toBe(false);
  });

  it('passes an AppFailure through with its message code and hides other exceptions as internal', async () => {
    const failing = handlers({
      'workspaces:remove': () => {
        throw new AppFailure('not-found', 'failure.workspace-not-found', { id: 'x' });
      },
      'workspaces:list': () => {
        throw new TypeError('boom');
      },
    });
    expect(await dispatch(failing, 'workspaces:remove', { workspaceId: 'x' }, silent)).toEqual({
      ok: false,
      error: {
        code: 'not-found',
        message: 'No workspace with id x.',
        text: { key: 'failure.workspace-not-found', params: { id: 'x' } },
      },
    });
    expect(await dispatch(failing, 'workspaces:list', {}, silent)).toMatchObject({
      ok: false,
      error: { code: 'internal' },
    });
  });
});
