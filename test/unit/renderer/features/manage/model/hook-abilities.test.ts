import { describe, expect, it } from 'vitest';

import {
  canDelete,
  canEditScript,
  switchStateOf,
} from '../../../../../../renderer/features/manage/model/hook-abilities';
import { makeHook } from '../../../fixtures';

describe('what a hook row offers', () => {
  it('switches an active hook off and a hook Hookyard switched off back on', () => {
    expect(switchStateOf(makeHook())).toEqual({ kind: 'on' });
    const off = makeHook({
      status: 'disabled',
      reason: { key: 'reason.disabled-by-hookyard', params: {} },
    });
    expect(switchStateOf(off)).toEqual({ kind: 'off' });
    expect(canDelete(off)).toBe(false);
  });

  it('says why there is no switch for managed, plugin, ignored and setting-disabled hooks', () => {
    expect(switchStateOf(makeHook({ scope: 'managed' }))).toEqual({
      kind: 'blocked',
      why: 'managed',
    });
    expect(switchStateOf(makeHook({ scope: 'plugin' }))).toEqual({
      kind: 'blocked',
      why: 'plugin',
    });
    expect(switchStateOf(makeHook({ scope: 'skill' }))).toEqual({
      kind: 'blocked',
      why: 'frontmatter',
    });
    expect(switchStateOf(makeHook({ status: 'ignored' }))).toEqual({
      kind: 'blocked',
      why: 'ignored',
    });
    expect(switchStateOf(makeHook({ status: 'never-runs' }))).toEqual({
      kind: 'blocked',
      why: 'never-runs',
    });
    const bySetting = makeHook({
      status: 'disabled',
      reason: { key: 'reason.disabled-by-disable-all-hooks', params: { file: 'settings.json' } },
    });
    expect(switchStateOf(bySetting)).toEqual({ kind: 'blocked', why: 'off-by-setting' });
  });

  it('offers the editor for hook files and commands in the user’s own settings only', () => {
    expect(canEditScript(makeHook())).toBe(true);
    expect(
      canEditScript(
        makeHook({ handler: { type: 'file', summary: 'x', argv: null, timeoutSec: null } }),
      ),
    ).toBe(true);
    expect(
      canEditScript(
        makeHook({ handler: { type: 'http', summary: 'x', argv: null, timeoutSec: null } }),
      ),
    ).toBe(false);
    expect(canEditScript(makeHook({ scope: 'managed' }))).toBe(false);
  });
});
