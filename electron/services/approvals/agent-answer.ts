import type { AgentId } from '../../../shared/schemas/agent';

/** What Hookyard answers a tool use: allow or deny, or no opinion (the agent's own rules apply). */
export interface Verdict {
  decision: 'allow' | 'deny' | 'none';
  /** Shown to the agent (and through it, the model) with a deny. */
  reason: string | null;
  /** The tool input as the user edited it, with an allow. */
  editedInput: Record<string, unknown> | null;
}

/**
 * The response body each agent reads as this verdict (../shared/spec). Claude Code PreToolUse:
 * `hookSpecificOutput.permissionDecision` allow|deny with a reason (+ `updatedInput`);
 * PermissionRequest: `decision.behavior` allow (+ `updatedInput`) | deny with `message`.
 * The Cline CLI: deny → `cancel` + `errorMessage` (which ends the whole run), an edit →
 * `overrideInput`, allow → no control. The Cline VS Code extension has no `overrideInput`: an
 * edited input cannot reach it, so it is refused rather than silently dropped. No opinion is `{}`
 * for every agent.
 */
export function answerFor(agent: AgentId, event: string, verdict: Verdict): object {
  if (verdict.decision === 'none') return {};
  const reason = verdict.reason ?? defaultReason(verdict.decision);
  if (agent === 'claude-code') {
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
  }
  if (verdict.decision === 'deny') return { cancel: true, errorMessage: reason };
  if (verdict.editedInput && agent === 'cline-cli') return { overrideInput: verdict.editedInput };
  return {};
}

function defaultReason(decision: 'allow' | 'deny'): string {
  return decision === 'allow' ? 'Allowed in Hookyard.' : 'Denied in Hookyard.';
}
