import type { AgentId } from '../../../shared/schemas/agent';
import type { ApprovalVerdict } from '../agents/agent';
import { agentOf } from '../agents/registry';

/** What Hookyard answers a tool use: allow or deny, or no opinion (the agent's own rules apply). */
export type Verdict = ApprovalVerdict;

/**
 * The response body `agent` reads as this verdict for `event` (each agent words it: see its
 * `approvals.answer`). No opinion is `{}` for every agent, and for one without approvals.
 */
export function answerFor(agent: AgentId, event: string, verdict: Verdict): object {
  return agentOf(agent).approvals?.answer(event, verdict) ?? {};
}
