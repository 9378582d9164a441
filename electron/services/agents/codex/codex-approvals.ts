import { z } from 'zod';

import type { AgentApprovals } from '../agent';
import { defaultReason } from '../default-reason';
import { hookToolUsePayload, readHookToolUse } from '../hook-tool-use';

const CodexPayload = hookToolUsePayload(z.enum(['PreToolUse', 'PermissionRequest']), ['turn_id']);

/**
 * Codex's approval hooks (spec §5): PreToolUse accepts only a deny (`permissionDecision: deny`)
 * or an allow that rewrites the input; a plain allow is "unsupported" there and Codex runs the
 * tool anyway, so an allow is answered with no opinion. PermissionRequest (app-server with
 * on-request approvals; never in `codex exec`) answers `decision.behavior`.
 */
export const codexApprovals: AgentApprovals = {
  // Codex payloads carry a `turn_id` and a `model` beside Claude Code's fields.
  sentBy: (payload) => typeof (payload as { turn_id?: unknown })?.turn_id === 'string',
  readToolUse: (payload) =>
    readHookToolUse(CodexPayload, payload, 'codex', {
      agent: 'Codex',
      event: 'PreToolUse/PermissionRequest',
    }),
  // `codex exec` never asks the user (approval policy never; PermissionRequest does not fire):
  // an unruled PreToolUse is asked in the inbox.
  leavesUnruledToAgent: () => false,
  answer(event, verdict) {
    if (verdict.decision === 'none') return {};
    const reason = verdict.reason ?? defaultReason(verdict.decision);
    if (event === 'PermissionRequest') {
      const decision =
        verdict.decision === 'allow'
          ? { behavior: 'allow' }
          : { behavior: 'deny', message: reason };
      return { hookSpecificOutput: { hookEventName: 'PermissionRequest', decision } };
    }
    if (verdict.decision === 'deny') {
      return {
        hookSpecificOutput: {
          hookEventName: 'PreToolUse',
          permissionDecision: 'deny',
          permissionDecisionReason: reason,
        },
      };
    }
    return verdict.editedInput
      ? {
          hookSpecificOutput: {
            hookEventName: 'PreToolUse',
            permissionDecision: 'allow',
            updatedInput: verdict.editedInput,
          },
        }
      : {};
  },
};
