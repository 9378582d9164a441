import { describe, expect, it } from 'vitest';

import { hooksForSelfRun } from '../../../electron/services/inventory/self-run-choice';
import type { HookEntry } from '../../../shared/schemas/hook';

function row(id: string, fields: Partial<HookEntry> = {}): HookEntry {
  return {
    id,
    contentHash: 'x',
    agent: 'claude-code',
    scope: 'user',
    event: 'PreToolUse',
    sourcePath: '/home/me/.claude/settings.json',
    position: null,
    locator: 'PreToolUse/0/0',
    matcher: null,
    handler: { type: 'command', summary: 'x', argv: null, timeoutSec: null },
    status: 'active',
    reason: { key: 'reason.active', params: {} } as HookEntry['reason'],
    notes: [],
    raw: '{}',
    ...fields,
  };
}

const install = '/home/me/.claude/settings.json';
const hooks = [
  row('mine'),
  // An adopted hook's workspace shim carries no `own` mark: it is the user's hook.
  row('adopted'),
  row('recorder', { own: { kind: 'recorder', install } }),
  row('approver', { own: { kind: 'approvals', install } }),
  row('off', { status: 'never-runs' }),
  row('stop', { event: 'Stop' }),
  row('cline', { agent: 'cline-cli' }),
];
const ids = (chosen: HookEntry[]) => chosen.map((hook) => hook.id);

describe('hooksForSelfRun', () => {
  it("runs the event's active hooks of the agent without Hookyard's own by default", () => {
    const chosen = hooksForSelfRun(hooks, { agent: 'claude-code', event: 'PreToolUse' });
    expect(ids(chosen)).toEqual(['mine', 'adopted']);
  });

  it("puts Hookyard's own back when asked", () => {
    const chosen = hooksForSelfRun(hooks, {
      agent: 'claude-code',
      event: 'PreToolUse',
      includeOwn: true,
    });
    expect(ids(chosen)).toEqual(['mine', 'adopted', 'recorder', 'approver']);
  });

  it('runs exactly the hooks named by id, whoever owns them, of that agent only', () => {
    const chosen = hooksForSelfRun(hooks, {
      agent: 'claude-code',
      event: 'PreToolUse',
      hookIds: ['recorder', 'off', 'cline'],
    });
    expect(ids(chosen)).toEqual(['recorder', 'off']);
  });
});
