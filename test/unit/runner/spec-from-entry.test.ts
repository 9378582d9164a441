import { describe, expect, test } from 'vitest';

import { specFromHookEntry } from '../../../electron/services/runner/spec-from-entry';
import type { HookEntry } from '../../../shared/schemas/hook';

function entry(more: Partial<HookEntry>): HookEntry {
  return {
    id: 'abc',
    contentHash: 'c-abc',
    agent: 'claude-code',
    scope: 'workspace',
    event: 'PreToolUse',
    sourcePath: '/w/.claude/settings.json',
    position: null,
    locator: 'PreToolUse/0/0',
    matcher: 'Bash',
    handler: {
      type: 'command',
      summary: 'guard.sh',
      argv: ['bash', '-c', 'guard.sh'],
      timeoutSec: 5,
    },
    status: 'active',
    reason: { key: 'reason.active', params: { event: 'PreToolUse' } },
    notes: [],
    raw: '{"type":"command","command":"guard.sh","timeout":5,"onFailure":"block"}',
    ...more,
  };
}

describe('specFromHookEntry', () => {
  test('a Claude Code row runs the handler definition kept in raw', () => {
    const spec = specFromHookEntry(entry({}), '/w');
    expect(spec).toMatchObject({
      id: 'abc',
      matcher: 'Bash',
      workspaceRoot: '/w',
      handler: { type: 'command', command: 'guard.sh', timeout: 5, onFailure: 'block' },
    });
  });

  test('a Claude Code row whose raw is not JSON falls back to its argv', () => {
    const spec = specFromHookEntry(entry({ raw: '{"type":"comm… (capped)' }), '/w');
    expect(spec?.handler).toBeUndefined();
    expect(spec?.argv).toEqual(['bash', '-c', 'guard.sh']);
  });

  test('a Cline row runs its argv', () => {
    const spec = specFromHookEntry(
      entry({
        agent: 'cline-cli',
        event: 'PreToolUse',
        raw: '#!/bin/bash\necho hi',
        handler: {
          type: 'file',
          summary: 'bash PreToolUse',
          argv: ['bash', '/w/.cline/hooks/PreToolUse'],
          timeoutSec: 120,
        },
      }),
      '/w',
    );
    expect(spec).toMatchObject({
      agent: 'cline-cli',
      argv: ['bash', '/w/.cline/hooks/PreToolUse'],
    });
    expect(spec?.handler).toBeUndefined();
  });

  test('a row without an event cannot run', () => {
    expect(specFromHookEntry(entry({ event: null }), '/w')).toBeNull();
  });
});
