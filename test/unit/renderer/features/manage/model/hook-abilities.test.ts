import { describe, expect, it } from 'vitest';

import {
  canDelete,
  canEditScript,
  switchStateOf,
} from '../../../../../../renderer/features/manage/model/hook-abilities';
import { agentCapabilities } from '../../../../../../electron/services/agents/registry';
import { capabilitiesOf } from '../../../../../../renderer/features/shell/agent-capabilities';
import { makeHook } from '../../../fixtures';

const capabilities = (agent: string) => capabilitiesOf(agentCapabilities(), agent);

describe('what a hook row offers', () => {
  it('switches an active hook off and a hook Hookyard switched off back on', () => {
    expect(switchStateOf(makeHook(), null)).toEqual({ kind: 'on' });
    const off = makeHook({
      status: 'disabled',
      reason: { key: 'reason.disabled-by-hookyard', params: {} },
    });
    expect(switchStateOf(off, null)).toEqual({ kind: 'off' });
    expect(canDelete(off, capabilities('claude-code'))).toBe(false);
    expect(canDelete(makeHook(), capabilities('claude-code'))).toBe(true);
  });

  it('switches a Codex or Gemini hook its own switch keeps off back on, and no other agent’s', () => {
    const codexOff = makeHook({
      agent: 'codex',
      status: 'disabled',
      reason: { key: 'reason.codex-switched-off', params: {} },
    });
    const geminiOff = makeHook({
      agent: 'gemini-cli',
      status: 'disabled',
      reason: { key: 'reason.gemini-disabled-by-name', params: { file: 'f', name: 'n' } },
    });
    expect(switchStateOf(codexOff, capabilities('codex'))).toEqual({ kind: 'off' });
    expect(switchStateOf(geminiOff, capabilities('gemini-cli'))).toEqual({ kind: 'off' });
    // Their agents have no trash: Move to trash is not offered, on or off.
    expect(canDelete(makeHook({ agent: 'gemini-cli' }), capabilities('gemini-cli'))).toBe(false);
    expect(canDelete(makeHook({ agent: 'codex' }), capabilities('codex'))).toBe(false);
    // The reason belongs to Codex: another agent's row with it is off by a setting.
    expect(switchStateOf(codexOff, capabilities('claude-code'))).toEqual({
      kind: 'blocked',
      why: 'off-by-setting',
    });
    // Gemini's kill switch turns every hook off: no row's switch turns one back on.
    const allOff = makeHook({
      agent: 'gemini-cli',
      status: 'disabled',
      reason: { key: 'reason.gemini-all-hooks-off', params: { file: 'f' } },
    });
    expect(switchStateOf(allOff, capabilities('gemini-cli'))).toEqual({
      kind: 'blocked',
      why: 'off-by-setting',
    });
  });

  it('offers no switch for a Gemini hook whose name another shares, on or off', () => {
    const shared = { key: 'note.gemini-shared-name' as const, params: { name: 'guard' } };
    const on = makeHook({ agent: 'gemini-cli', notes: [shared] });
    const off = makeHook({
      agent: 'gemini-cli',
      notes: [shared],
      status: 'disabled',
      reason: { key: 'reason.gemini-disabled-by-name', params: { file: 'f', name: 'guard' } },
    });
    const blocked = { kind: 'blocked', why: 'shared-name' };
    expect(switchStateOf(on, capabilities('gemini-cli'))).toEqual(blocked);
    expect(switchStateOf(off, capabilities('gemini-cli'))).toEqual(blocked);
    expect(switchStateOf(makeHook({ agent: 'gemini-cli' }), capabilities('gemini-cli'))).toEqual({
      kind: 'on',
    });
  });

  it('says why there is no switch for managed, plugin, ignored and setting-disabled hooks', () => {
    expect(switchStateOf(makeHook({ scope: 'managed' }), null)).toEqual({
      kind: 'blocked',
      why: 'managed',
    });
    expect(switchStateOf(makeHook({ scope: 'plugin' }), null)).toEqual({
      kind: 'blocked',
      why: 'plugin',
    });
    expect(switchStateOf(makeHook({ scope: 'skill' }), null)).toEqual({
      kind: 'blocked',
      why: 'frontmatter',
    });
    expect(switchStateOf(makeHook({ status: 'ignored' }), null)).toEqual({
      kind: 'blocked',
      why: 'ignored',
    });
    expect(switchStateOf(makeHook({ status: 'never-runs' }), null)).toEqual({
      kind: 'blocked',
      why: 'never-runs',
    });
    const bySetting = makeHook({
      status: 'disabled',
      reason: { key: 'reason.disabled-by-disable-all-hooks', params: { file: 'settings.json' } },
    });
    expect(switchStateOf(bySetting, null)).toEqual({ kind: 'blocked', why: 'off-by-setting' });
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
