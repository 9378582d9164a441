import { AppFailure } from '../../../shared/result';
import type { HookEntry } from '../../../shared/schemas/hook';
import type { AgentEditing } from '../agents/editing';
import type { AgentRegistry } from '../agents/registry';

/**
 * One part of the edit plans of a hook's agent. AppFailure('invalid-request', 'hook-not-editable')
 * naming the hook's file when its agent does not support that part.
 */
export function agentPlans<K extends keyof AgentEditing>(
  agents: AgentRegistry,
  hook: Pick<HookEntry, 'agent' | 'scope' | 'sourcePath'>,
  part: K,
): NonNullable<AgentEditing[K]> {
  const plans = agents.agentOf(hook.agent).editing[part];
  if (!plans) {
    throw new AppFailure('invalid-request', 'failure.hook-not-editable', {
      scope: hook.scope,
      file: hook.sourcePath,
    });
  }
  return plans as NonNullable<AgentEditing[K]>;
}
