import type { FailureCode } from '../../shared/i18n/failure-text';
import type { AppError, ErrorCode } from '../../shared/result';
import { AGENT_IDS, type AgentId } from '../../shared/schemas/agent';
import type { Handler, HookScope, HookSource, HookStatus } from '../../shared/schemas/hook';
import type { MessageKey } from './catalogue-en';
import { msg } from './translator';

/** Message keys for the values that arrive as enums; the tables make each key visible to the catalogue test. */
export const STATUS_LABEL: Record<HookStatus, MessageKey> = {
  active: msg('status.active'),
  'never-runs': msg('status.never-runs'),
  ignored: msg('status.ignored'),
  'not-executable': msg('status.not-executable'),
  disabled: msg('status.disabled'),
  invalid: msg('status.invalid'),
  'interpreter-missing': msg('status.interpreter-missing'),
};

/** `agent.<id>`: the compiler checks that the catalogue names every agent the contract lists. */
const agentLabel = (agent: AgentId): MessageKey => `agent.${agent}`;
export const AGENT_LABEL = Object.fromEntries(
  AGENT_IDS.map((agent) => [agent, agentLabel(agent)]),
) as Record<AgentId, MessageKey>;

export const SCOPE_LABEL: Record<HookScope, MessageKey> = {
  user: msg('hookScope.user'),
  workspace: msg('hookScope.workspace'),
  local: msg('hookScope.local'),
  managed: msg('hookScope.managed'),
  plugin: msg('hookScope.plugin'),
  skill: msg('hookScope.skill'),
  agent: msg('hookScope.agent'),
};

export const HANDLER_LABEL: Record<Handler['type'], MessageKey> = {
  command: msg('handler.command'),
  http: msg('handler.http'),
  prompt: msg('handler.prompt'),
  agent: msg('handler.agent'),
  mcp_tool: msg('handler.mcp_tool'),
  file: msg('handler.file'),
  unknown: msg('handler.unknown'),
};

export const SOURCE_KIND_LABEL: Record<HookSource['kind'], MessageKey> = {
  settings: msg('sourceKind.settings'),
  'hooks-folder': msg('sourceKind.hooks-folder'),
  plugin: msg('sourceKind.plugin'),
  frontmatter: msg('sourceKind.frontmatter'),
  managed: msg('sourceKind.managed'),
};

export const SOURCE_STATE_LABEL: Record<HookSource['state'], MessageKey> = {
  ok: msg('sourceState.ok'),
  missing: msg('sourceState.missing'),
  invalid: msg('sourceState.invalid'),
  unreadable: msg('sourceState.unreadable'),
};

/** What the user can do about each kind of failure. */
const ERROR_HINT: Record<ErrorCode, MessageKey> = {
  'invalid-request': msg('error.invalid-request'),
  'not-found': msg('error.not-found'),
  conflict: msg('error.conflict'),
  untrusted: msg('error.untrusted'),
  'spawn-failed': msg('error.spawn-failed'),
  timeout: msg('error.timeout'),
  cancelled: msg('error.cancelled'),
  unauthorized: msg('error.unauthorized'),
  internal: msg('error.internal'),
};

/**
 * Failures whose code's hint would mislead: a path the user typed that does not exist is
 * `not-found`, but nothing "was removed meanwhile".
 */
const HINT_BY_FAILURE: Partial<Record<FailureCode, MessageKey>> = {
  'workspace-folder-missing': msg('error.path-missing'),
  'folder-not-found': msg('error.path-missing'),
};

/** What the user can do about this failure: its own hint where it has one, else its code's. */
export function errorHint(error: AppError): MessageKey {
  return (error.messageCode && HINT_BY_FAILURE[error.messageCode]) || ERROR_HINT[error.code];
}
