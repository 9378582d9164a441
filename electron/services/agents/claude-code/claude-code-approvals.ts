import { z } from 'zod';

import type { AgentApprovals } from '../agent';
import { defaultReason } from '../default-reason';
import { readPayload } from '../payload-read';

const ClaudePayload = z.object({
  hook_event_name: z.enum(['PreToolUse', 'PermissionRequest']),
  session_id: z.string().optional(),
  cwd: z.string().optional(),
  tool_name: z.string().min(1),
  tool_input: z.record(z.string(), z.unknown()).default({}),
});

/**
 * Claude Code's approval hooks (../shared/spec/claude-code.md). PreToolUse answers
 * `hookSpecificOutput.permissionDecision` allow|deny with a reason (+ `updatedInput`);
 * PermissionRequest answers `decision.behavior` allow (+ `updatedInput`) | deny with `message`.
 */
export const claudeCodeApprovals: AgentApprovals = {
  sentBy: (payload) =>
    typeof (payload as { hook_event_name?: unknown })?.hook_event_name === 'string',
  readToolUse(payload) {
    const parsed = readPayload(ClaudePayload, payload, {
      agent: 'Claude Code',
      event: 'PreToolUse/PermissionRequest',
    });
    return {
      agent: 'claude-code',
      event: parsed.hook_event_name,
      workspace: parsed.cwd ?? null,
      sessionId: parsed.session_id ?? null,
      toolName: parsed.tool_name,
      toolInput: parsed.tool_input,
    };
  },
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
