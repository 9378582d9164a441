import type { EventOutcome } from '../../../../../../shared/schemas/run';

/** An event outcome with no hooks run and nothing changed, for the store tests to adjust. */
export function makeOutcome(overrides: Partial<EventOutcome> = {}): EventOutcome {
  return {
    agent: 'claude-code',
    event: 'PreToolUse',
    startedAt: '2026-01-01T10:00:00.000Z',
    endedAt: '2026-01-01T10:00:00.020Z',
    durationMs: 20,
    mode: 'parallel',
    hooks: [],
    skipped: [],
    decision: {
      dialect: 'claude-code',
      permission: null,
      blocked: false,
      reason: null,
      updatedInput: null,
      updatedToolOutput: undefined,
      additionalContext: [],
      systemMessages: [],
      continue: true,
      stopReason: null,
      worktreePath: null,
    },
    verdict: {
      kind: 'no-change',
      phrases: [{ key: 'verdictPhrase.nothing-changes', params: {} }],
      sentence: 'nothing changes',
      reason: null,
      updatedInput: undefined,
      context: null,
      systemMessage: null,
      runStops: false,
    },
    ...overrides,
  };
}
