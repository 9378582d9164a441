import type { AgentId } from '../../../shared/schemas/agent';
import type { HookEntry } from '../../../shared/schemas/hook';
import { withoutOwnHooks } from './own-hooks';

/** Which hooks a run that Hookyard starts itself fires: named ones, or the event's whole set. */
export interface SelfRunChoice {
  agent: AgentId;
  event: string;
  /** Exactly these hooks (of `agent`), whatever their status or owner: the user named them. */
  hookIds?: readonly string[];
  /** The whole set also holds Hookyard's own hooks (recorder, approvals): off unless asked. */
  includeOwn?: boolean;
}

/**
 * The one choice behind every run Hookyard starts on its own initiative (the bench, `hookyard
 * run`, replays, shadow runs, suites): the hooks named by id, else the active hooks of the
 * agent's event with Hookyard's own left out unless `includeOwn`. Left in, the recorder would
 * take a made-up payload for agent traffic and the approver would ask the inbox about a tool call
 * no agent makes. The workspace shim of an adopted hook is the user's hook and is never left out.
 */
export function hooksForSelfRun(hooks: readonly HookEntry[], choice: SelfRunChoice): HookEntry[] {
  const ofAgent = hooks.filter((hook) => hook.agent === choice.agent);
  if (choice.hookIds && choice.hookIds.length > 0) {
    const wanted = new Set(choice.hookIds);
    return ofAgent.filter((hook) => wanted.has(hook.id));
  }
  return withoutOwnHooks(ofAgent, choice.includeOwn).filter(
    (hook) => hook.event === choice.event && hook.status === 'active',
  );
}
