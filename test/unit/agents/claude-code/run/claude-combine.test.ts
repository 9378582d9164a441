import { describe, expect, test } from 'vitest';

import { combineClaude } from '../../../../../electron/services/agents/claude-code/run/claude-combine';
import { claudeVerdict } from '../../../../../electron/services/agents/claude-code/run/claude-verdict';
import type { ClaudeHookOutput, HookRunOutcome } from '../../../../../shared/schemas/run';
import { runFacts, runOutcome } from '../../../runner/hook-fixtures';

function answer(
  event: string,
  output: ClaudeHookOutput | null,
  plainText: string | null = null,
): HookRunOutcome {
  return runOutcome(runFacts({ event }), {
    dialect: 'claude-code',
    result: 'success',
    message: null,
    output,
    plainText,
  });
}

function permission(decision: 'allow' | 'deny' | 'ask' | 'defer', reason?: string): HookRunOutcome {
  return answer('PreToolUse', {
    hookSpecificOutput: {
      hookEventName: 'PreToolUse',
      permissionDecision: decision,
      permissionDecisionReason: reason,
    },
  });
}

function failed(
  event: string,
  result: 'blocking-error' | 'non-blocking-error',
  message: string,
): HookRunOutcome {
  return runOutcome(runFacts({ event, exitCode: 2 }), {
    dialect: 'claude-code',
    result,
    message,
    output: null,
    plainText: null,
  });
}

function verdictOf(event: string, outcomes: HookRunOutcome[]) {
  return claudeVerdict(event, combineClaude(event, outcomes), outcomes);
}

describe('combineClaude: permission precedence deny > defer > ask > allow', () => {
  test.each([
    [['allow', 'deny'], 'deny'],
    [['ask', 'defer'], 'defer'],
    [['allow', 'ask'], 'ask'],
    [['defer', 'deny', 'allow'], 'deny'],
    [['allow', 'allow'], 'allow'],
  ] as const)('%j gives %s', (decisions, expected) => {
    expect(
      combineClaude(
        'PreToolUse',
        decisions.map((d) => permission(d)),
      ).permission,
    ).toBe(expected);
  });

  test('an exit-2 block counts as deny and its stderr is the reason', () => {
    const decision = combineClaude('PreToolUse', [
      permission('allow'),
      failed('PreToolUse', 'blocking-error', 'no'),
    ]);
    expect(decision).toMatchObject({ permission: 'deny', blocked: true, reason: 'no' });
  });

  test('the reasons of every hook that chose the winning decision are joined', () => {
    expect(
      combineClaude('PreToolUse', [permission('deny', 'a'), permission('deny', 'b')]).reason,
    ).toBe('a\nb');
  });

  test('legacy decision approve/block map to allow/deny on PreToolUse', () => {
    expect(
      combineClaude('PreToolUse', [answer('PreToolUse', { decision: 'block', reason: 'old' })]),
    ).toMatchObject({
      permission: 'deny',
      reason: 'old',
    });
  });

  test('updatedInput is dropped when the call is denied or deferred', () => {
    const rewrite = answer('PreToolUse', {
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: 'allow',
        updatedInput: { command: 'ls' },
      },
    });
    expect(combineClaude('PreToolUse', [rewrite]).updatedInput).toEqual({ command: 'ls' });
    expect(combineClaude('PreToolUse', [rewrite, permission('defer')]).updatedInput).toBeNull();
  });

  test('background and non-blocking failures do not count', () => {
    const background = { ...permission('deny'), background: true };
    const decision = combineClaude('PreToolUse', [
      background,
      failed('PreToolUse', 'non-blocking-error', 'x'),
    ]);
    expect(decision).toMatchObject({ permission: null, blocked: false });
  });
});

describe('claudeVerdict', () => {
  test('PreToolUse deny: the model is told the reason', () => {
    expect(verdictOf('PreToolUse', [permission('deny', 'secrets')]).sentence).toBe(
      'tool blocked; the model is told: secrets',
    );
  });

  test('PreToolUse ask and defer', () => {
    expect(verdictOf('PreToolUse', [permission('ask', 'sure?')])).toMatchObject({ kind: 'asked' });
    expect(verdictOf('PreToolUse', [permission('defer')])).toMatchObject({
      kind: 'deferred',
      runStops: true,
    });
  });

  test('PermissionRequest allow and deny', () => {
    const pr = (behavior: 'allow' | 'deny') =>
      answer('PermissionRequest', {
        hookSpecificOutput: {
          hookEventName: 'PermissionRequest',
          decision: { behavior, message: 'm' },
        },
      });
    expect(verdictOf('PermissionRequest', [pr('allow')]).sentence).toBe(
      'permission granted without a dialog',
    );
    expect(verdictOf('PermissionRequest', [pr('allow'), pr('deny')]).sentence).toBe(
      'permission denied without a dialog; the model is told: m',
    );
  });

  test('UserPromptSubmit block erases the prompt', () => {
    expect(
      verdictOf('UserPromptSubmit', [
        answer('UserPromptSubmit', { decision: 'block', reason: 'no secrets' }),
      ]).sentence,
    ).toBe('prompt blocked and erased; the user sees: no secrets');
  });

  test('Stop block keeps the model working', () => {
    expect(verdictOf('Stop', [failed('Stop', 'blocking-error', 'tests fail')]).sentence).toBe(
      'stopping is blocked: the model keeps working and is told: tests fail',
    );
  });

  test('PostToolUse updatedToolOutput replaces what the model sees', () => {
    const replace = answer('PostToolUse', {
      hookSpecificOutput: { hookEventName: 'PostToolUse', updatedToolOutput: { stdout: 'x' } },
    });
    expect(verdictOf('PostToolUse', [replace]).kind).toBe('output-replaced');
  });

  test('context from several hooks and plain stdout on SessionStart are joined', () => {
    const ctx = answer('SessionStart', {
      hookSpecificOutput: { hookEventName: 'SessionStart', additionalContext: 'a' },
    });
    const verdict = verdictOf('SessionStart', [ctx, answer('SessionStart', null, 'b')]);
    expect(verdict).toMatchObject({ kind: 'context-added', context: 'a\nb' });
    expect(verdict.sentence).toBe('context injected: a\nb');
  });

  test('a system message is shown to the user but changes nothing else', () => {
    const verdict = verdictOf('Notification', [
      answer('Notification', { systemMessage: 'heads up' }),
    ]);
    expect(verdict).toMatchObject({ kind: 'no-change', systemMessage: 'heads up' });
    expect(verdict.sentence).toBe('nothing changes; the user sees: heads up');
  });

  test('WorktreeCreate plain stdout is the worktree path', () => {
    expect(verdictOf('WorktreeCreate', [answer('WorktreeCreate', null, '/tmp/wt')]).sentence).toBe(
      'nothing changes; the worktree is created at /tmp/wt',
    );
  });

  test('no hooks: nothing changes', () => {
    expect(verdictOf('PreToolUse', [])).toMatchObject({
      kind: 'no-change',
      sentence: 'nothing changes',
    });
  });
});
