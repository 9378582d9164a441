import type { FailureKey } from '../../shared/i18n/failure-text';
import type { AppError } from '../../shared/result';
import { AGENT_IDS, type AgentId } from '../../shared/schemas/agent';
import type { MessageKey } from './catalogue-en';
import { msg } from './translator';

/** `agent.<id>`: the compiler checks that the catalogue names every agent the contract lists. */
const agentLabel = (agent: AgentId): MessageKey => `agent.${agent}`;
export const AGENT_LABEL = Object.fromEntries(
  AGENT_IDS.map((agent) => [agent, agentLabel(agent)]),
) as Record<AgentId, MessageKey>;

/**
 * Failures whose code's hint would mislead: a path the user typed that does not exist is
 * `not-found`, but nothing "was removed meanwhile".
 */
const HINT_BY_FAILURE: Partial<Record<FailureKey, MessageKey>> = {
  'failure.workspace-folder-missing': msg('error.path-missing'),
  'failure.folder-not-found': msg('error.path-missing'),
};

/** What the user can do about this failure: its own hint where it has one, else its code's (`error.<code>`). */
export function errorHint(error: AppError): MessageKey {
  return (error.text && HINT_BY_FAILURE[error.text.key]) || (`error.${error.code}` as const);
}
