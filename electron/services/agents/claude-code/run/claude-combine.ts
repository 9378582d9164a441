import type { EventDecision, HookRunOutcome } from '../../../../../shared/schemas/run';
import { CLAUDE_EVENTS, isClaudeEvent } from '../../../../../shared/agents/claude-code-events';

export type ClaudeDecision = Extract<EventDecision, { dialect: 'claude-code' }>;
type Permission = NonNullable<ClaudeDecision['permission']>;

/**
 * How several hooks' permission answers combine: the most restrictive wins, deny > defer > ask >
 * allow. Claude Code's own rule is unverified upstream (spec §3.4; third parties describe "deny
 * wins"). Deny first because one guard saying no must be enough; defer before ask because a
 * deferred call does not run in this session at all, while ask may still run it; ask before
 * allow because a hook wanting a human to confirm outranks one that waves the call through.
 * A blocking error (exit 2, onFailure block) counts as deny.
 */
export const PERMISSION_PRECEDENCE: readonly Permission[] = ['deny', 'defer', 'ask', 'allow'];

const PERMISSION_EVENTS = new Set(['PreToolUse', 'PreModelSwitch', 'PermissionRequest']);

/** Events where top-level `decision: "block"` blocks (spec §2 "Decision" column, §3.3). */
const DECISION_BLOCK_EVENTS = new Set([
  'UserPromptSubmit',
  'UserPromptExpansion',
  'PostToolUse',
  'Stop',
  'SubagentStop',
  'PreCompact',
  'ConfigChange',
  'TeammateIdle',
  'TaskCreated',
  'TaskCompleted',
]);

function legacyPermission(decision: string | undefined): Permission | undefined {
  if (decision === 'block') return 'deny';
  if (decision === 'approve') return 'allow';
  return undefined;
}

/**
 * Combines the answers of one event's hooks into what Claude Code would do. Hooks that ran in the
 * background, failed without blocking or could not run are left out, as the agent leaves them out.
 */
export function combineClaude(event: string, outcomes: readonly HookRunOutcome[]): ClaudeDecision {
  const votes = new Map<Permission, string[]>();
  const vote = (permission: Permission, reason: string | null | undefined): void => {
    const reasons = votes.get(permission) ?? [];
    if (reason) reasons.push(reason);
    votes.set(permission, reasons);
  };
  const blockReasons: string[] = [];
  let blocked = false;
  const decision: ClaudeDecision = {
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
  };
  const plainIsContext = isClaudeEvent(event) && CLAUDE_EVENTS[event].plainStdoutIsContext;
  for (const outcome of outcomes) {
    const control = outcome.control;
    if (!control || control.dialect !== 'claude-code' || outcome.background) continue;
    if (control.result === 'blocking-error') {
      if (PERMISSION_EVENTS.has(event)) vote('deny', control.message);
      else {
        blocked = true;
        if (control.message) blockReasons.push(control.message);
      }
      continue;
    }
    if (control.result !== 'success') continue;
    const output = control.output;
    const specific = output?.hookSpecificOutput;
    if (control.plainText && plainIsContext) decision.additionalContext.push(control.plainText);
    if (event === 'WorktreeCreate') {
      decision.worktreePath = specific?.worktreePath ?? control.plainText ?? decision.worktreePath;
    }
    if (!output) continue;
    if (output.systemMessage) decision.systemMessages.push(output.systemMessage);
    if (output.continue === false) {
      decision.continue = false;
      decision.stopReason = output.stopReason ?? decision.stopReason;
    }
    if (specific?.additionalContext) decision.additionalContext.push(specific.additionalContext);
    if (event === 'PermissionRequest') {
      if (specific?.decision) {
        vote(specific.decision.behavior, specific.decision.message);
        if (specific.decision.updatedInput) decision.updatedInput = specific.decision.updatedInput;
      }
    } else if (PERMISSION_EVENTS.has(event)) {
      const permission = specific?.permissionDecision ?? legacyPermission(output.decision);
      if (permission) vote(permission, specific?.permissionDecisionReason ?? output.reason);
      if (specific?.updatedInput) decision.updatedInput = specific.updatedInput;
    } else if (output.decision === 'block' && DECISION_BLOCK_EVENTS.has(event)) {
      blocked = true;
      if (output.reason) blockReasons.push(output.reason);
    }
    if (event === 'PostToolUse' && specific) {
      if (specific.updatedToolOutput !== undefined)
        decision.updatedToolOutput = specific.updatedToolOutput;
      if (specific.updatedMCPToolOutput !== undefined) {
        decision.updatedToolOutput = specific.updatedMCPToolOutput;
      }
    }
  }
  const permission = PERMISSION_PRECEDENCE.find((candidate) => votes.has(candidate)) ?? null;
  decision.permission = permission;
  if (permission !== null) decision.reason = votes.get(permission)?.join('\n') || null;
  if (permission === 'deny') decision.blocked = true;
  if (blocked) {
    decision.blocked = true;
    decision.reason = blockReasons.join('\n') || null;
  }
  if (decision.blocked || permission === 'defer') decision.updatedInput = null;
  return decision;
}
