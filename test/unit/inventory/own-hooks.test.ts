import { describe, expect, it } from 'vitest';

import { markOwnHooks, withoutOwnHooks } from '../../../electron/services/inventory/own-hooks';
import type { HookEntry } from '../../../shared/schemas/hook';

const SHIM = '/app/resources/shims/hookyard-approver.js';
const USER_SETTINGS = '/home/me/.claude/settings.json';

function claudeRow(id: string, event: string, handler: object, file = USER_SETTINGS): HookEntry {
  return {
    id,
    contentHash: 'x',
    agent: 'claude-code',
    scope: 'user',
    event,
    sourcePath: file,
    position: null,
    locator: `${event}/0/0`,
    matcher: null,
    handler: { type: 'command', summary: 'x', argv: null, timeoutSec: null },
    status: 'active',
    reason: { key: 'reason.active', params: {} } as HookEntry['reason'],
    notes: [],
    raw: JSON.stringify(handler),
  };
}

const recorder = {
  type: 'command',
  command: '/usr/bin/env',
  args: ['node', '/app/resources/shims/hookyard-record.js', '--agent', 'claude-code'],
};
const approver = { type: 'command', command: '/usr/bin/env', args: ['node', SHIM] };
// What adopting a user's hook writes: the user's hook behind Hookyard's workspace shim.
const adopted = {
  type: 'command',
  command: 'node /data/shims/hookyard-workspace-shim.js --id abc -- ./guard.sh',
};

describe('markOwnHooks', () => {
  const records = (files: string[]) => ({
    approvalShimPath: SHIM,
    approvalFiles: async () => files,
  });

  it('marks the recorder and the recorded approval install, and nothing of the user', async () => {
    const rows = [
      claudeRow('rec', 'Stop', recorder),
      claudeRow('appr', 'PreToolUse', approver),
      claudeRow('mine', 'PreToolUse', { type: 'command', command: './guard.sh' }),
      claudeRow('adopted', 'PreToolUse', adopted),
    ];
    const marked = await markOwnHooks(rows, records([USER_SETTINGS]));
    expect(marked.map((row) => row.own ?? null)).toEqual([
      { kind: 'recorder', install: USER_SETTINGS },
      { kind: 'approvals', install: USER_SETTINGS },
      null,
      null,
    ]);
    expect(withoutOwnHooks(marked).map((row) => row.id)).toEqual(['mine', 'adopted']);
    expect(withoutOwnHooks(marked, true)).toHaveLength(4);
  });

  it('does not take an approver-like entry for Hookyard’s where no install is recorded', async () => {
    const marked = await markOwnHooks([claudeRow('appr', 'PreToolUse', approver)], records([]));
    expect(marked[0]?.own).toBeUndefined();
  });

  it('reads a damaged approvals record as no install, without failing the inventory', async () => {
    const failing = { approvalShimPath: SHIM, approvalFiles: () => Promise.reject(new Error('x')) };
    const marked = await markOwnHooks([claudeRow('rec', 'Stop', recorder)], failing);
    expect(marked[0]?.own?.kind).toBe('recorder');
  });
});
