import { describe, expect, it } from 'vitest';

import type { HistoryHookStat } from '../../../../../shared/schemas/history';
import { agentCapabilities } from '../../../../../electron/services/agents/registry';
import { hookTimeoutMs } from '../../../../../renderer/features/history/model/hook-timeout';
import { makeHook } from '../../fixtures';

const stat = (overrides: Partial<HistoryHookStat>): HistoryHookStat => ({
  hook: './guard.sh',
  agent: 'claude-code',
  event: 'PreToolUse',
  runs: 10,
  failures: 0,
  blocks: 0,
  failureRate: 0,
  blockRate: 0,
  p50Ms: 12,
  p95Ms: 40,
  lastRunAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

const handler = (summary: string, timeoutSec: number | null, argv: string[] | null = null) => ({
  type: 'command' as const,
  summary,
  argv,
  timeoutSec,
});

const AGENTS = agentCapabilities();

describe('the timeout a hook statistics row is measured against', () => {
  it('is the hook’s own timeout, found by its command', () => {
    const hooks = [makeHook({ event: 'PreToolUse', handler: handler('./guard.sh', 5) })];
    expect(hookTimeoutMs(stat({}), hooks, AGENTS)).toBe(5_000);
  });

  it('is Claude Code’s default for the event when the hook sets none', () => {
    const hooks = [makeHook({ event: 'SessionEnd', handler: handler('./bye.sh', null) })];
    expect(hookTimeoutMs(stat({ hook: './bye.sh', event: 'SessionEnd' }), hooks, AGENTS)).toBe(
      1_500,
    );
  });

  it('matches a Cline hook file by its path and an argv-run hook by its argv', () => {
    const file = makeHook({
      agent: 'cline-cli',
      event: 'PreToolUse',
      sourcePath: '/ws/.clinerules/hooks/PreToolUse',
      handler: { ...handler('bash PreToolUse', 120), type: 'file' },
    });
    const argv = makeHook({
      event: 'Stop',
      handler: handler('node stop.js', 30, ['node', '/ws/stop.js']),
    });
    expect(
      hookTimeoutMs(
        stat({ agent: 'cline-cli', hook: '/ws/.clinerules/hooks/PreToolUse' }),
        [argv, file],
        AGENTS,
      ),
    ).toBe(120_000);
    expect(
      hookTimeoutMs(stat({ event: 'Stop', hook: 'node /ws/stop.js' }), [file, argv], AGENTS),
    ).toBe(30_000);
  });

  it('is unknown for a hook the inventory on screen does not hold, or of another event', () => {
    const hooks = [makeHook({ event: 'PostToolUse', handler: handler('./guard.sh', 5) })];
    expect(hookTimeoutMs(stat({}), hooks, AGENTS)).toBeNull();
    expect(hookTimeoutMs(stat({}), [], AGENTS)).toBeNull();
  });
});
