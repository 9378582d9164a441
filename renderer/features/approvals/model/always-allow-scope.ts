import type { AlwaysAllowRequest, ApprovalRequest } from '../../../../shared/schemas/approval';

export type AlwaysAllowScope = AlwaysAllowRequest['scope'];

/** The scopes an "Always allow" rule can take, narrowest first. */
export const ALWAYS_ALLOW_SCOPES: readonly AlwaysAllowScope[] = [
  'session',
  'workspace',
  'everywhere',
];

/**
 * Whether a rule of this scope can be made from the request: a session rule needs the agent's
 * session id, a workspace rule its workspace.
 */
export function alwaysAllowPossible(request: ApprovalRequest, scope: AlwaysAllowScope): boolean {
  if (scope === 'session') return request.sessionId !== null;
  if (scope === 'workspace') return request.workspace !== null;
  return true;
}
