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
 * `not-found`, but nothing "was removed meanwhile". `null`: the failure's own text already says
 * what to do ("Remove one of them first"), and the code's hint after it ("Check what you entered
 * and try again") read as if the user had mistyped something.
 */
const HINT_BY_FAILURE: Partial<Record<FailureKey, MessageKey | null>> = {
  'failure.workspace-folder-missing': msg('error.path-missing'),
  'failure.folder-not-found': msg('error.path-missing'),
  'failure.settings-invalid-json': null,
  'failure.settings-invalid-jsonc': null,
  'failure.settings-duplicate-key': null,
  'failure.switch-not-alone': null,
  'failure.switched-off-file-exists': null,
  'failure.new-file-took-name': null,
  'failure.file-read-only': null,
  'failure.recorder-path-taken': null,
  'failure.adopted-hook-gone': null,
  'failure.agent-trust-not-started': null,
  'failure.approvals-already-installed': null,
};

/**
 * What the user can do about this failure: its own hint where it has one, else its code's
 * (`error.<code>`); null where its text already says.
 */
export function errorHint(error: AppError): MessageKey | null {
  const own = error.text ? HINT_BY_FAILURE[error.text.key] : undefined;
  return own === undefined ? (`error.${error.code}` as const) : own;
}
