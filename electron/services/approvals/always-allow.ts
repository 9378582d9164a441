import type { ApprovalRequest, ApprovalRule } from '../../../shared/schemas/approval';
import { AppFailure } from '../../../shared/result';
import type { ToolUse } from './tool-use';

/**
 * The rule "Always allow this" creates: the same agent and tool, and for a command tool the same
 * command exactly (allowing every shell command would be far more than the user saw), in the
 * session, the workspace, or everywhere. AppFailure('invalid-request') when the request has no
 * session or workspace to scope to.
 */
export function alwaysAllowRule(
  request: ApprovalRequest,
  use: ToolUse,
  scope: 'session' | 'workspace' | 'everywhere',
  id: string,
): ApprovalRule {
  return {
    id,
    scope: scopeOf(request, scope),
    agent: request.agent,
    tool: escapeGlob(request.toolName),
    ...(use.command !== null && { command: escapeGlob(use.command) }),
    patternKind: 'glob',
    decision: 'allow',
    failMode: request.failMode,
    origin: 'always-allow',
    createdAt: Date.now(),
    label: use.command !== null ? `${request.toolName}: ${clip(use.command)}` : request.toolName,
  };
}

function scopeOf(
  request: ApprovalRequest,
  scope: 'session' | 'workspace' | 'everywhere',
): ApprovalRule['scope'] {
  if (scope === 'everywhere') return { kind: 'global' };
  if (scope === 'session') {
    if (!request.sessionId) throw new AppFailure('invalid-request', 'failure.approval-no-session');
    return { kind: 'session', sessionId: request.sessionId };
  }
  if (!request.workspace) throw new AppFailure('invalid-request', 'failure.approval-no-workspace');
  return { kind: 'workspace', root: request.workspace };
}

function escapeGlob(text: string): string {
  return text.replace(/[*?[\]{},\\]/g, '\\$&');
}

function clip(text: string): string {
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}
