import { z } from 'zod';

import type { AgentApprovals } from '../agent';
import { defaultReason } from '../default-reason';
import { hookToolUsePayload, readHookToolUse } from '../hook-tool-use';

const ClaudePayload = hookToolUsePayload(z.enum(['PreToolUse', 'PermissionRequest']));

/**
 * Claude Code's approval hooks (../shared/spec/claude-code.md). PreToolUse answers
 * `hookSpecificOutput.permissionDecision` allow|deny with a reason (+ `updatedInput`);
 * PermissionRequest answers `decision.behavior` allow (+ `updatedInput`) | deny with `message`.
 */
export const claudeCodeApprovals: AgentApprovals = {
  sentBy: (payload) =>
    typeof (payload as { hook_event_name?: unknown })?.hook_event_name === 'string',
  readToolUse: (payload) =>
    readHookToolUse(ClaudePayload, payload, 'claude-code', {
      agent: 'Claude Code',
      event: 'PreToolUse/PermissionRequest',
    }),
  // With no rule, a PreToolUse is left to Claude's own permission check: when it would ask, its
  // PermissionRequest hook brings the call here. Asking twice would be noise.
  leavesUnruledToAgent: (event) => event === 'PreToolUse',
  answer(event, verdict) {
    if (verdict.decision === 'none') return {};
    const reason = verdict.reason ?? defaultReason(verdict.decision);
    if (event === 'PermissionRequest') {
      const decision =
        verdict.decision === 'allow'
          ? { behavior: 'allow', ...(verdict.editedInput && { updatedInput: verdict.editedInput }) }
          : { behavior: 'deny', message: reason };
      return { hookSpecificOutput: { hookEventName: 'PermissionRequest', decision } };
    }
    return {
      hookSpecificOutput: {
        hookEventName: 'PreToolUse',
        permissionDecision: verdict.decision,
        permissionDecisionReason: reason,
        ...(verdict.decision === 'allow' &&
          verdict.editedInput && { updatedInput: verdict.editedInput }),
      },
    };
  },
};
