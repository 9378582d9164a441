import type { AgentCapabilities } from '../../../../shared/schemas/agent-capabilities';
import type { HistoryHookStat } from '../../../../shared/schemas/history';
import type { HookEntry } from '../../../../shared/schemas/hook';

/**
 * The timeout (ms) of the hook a statistics row is about, from the inventory on screen: the
 * hook's own setting, else its agent's default for the event (from `agents`, the capabilities). Null when the hook is not in
 * the inventory (another scope, since removed) or its agent sets no timeout (Cline lifecycle
 * hooks run detached). A row names its hook as the history does: the command, argv or file.
 */
export function hookTimeoutMs(
  stat: HistoryHookStat,
  hooks: readonly HookEntry[],
  agents: readonly AgentCapabilities[],
): number | null {
  const hook = hooks.find(
    (entry) =>
      entry.agent === stat.agent &&
      entry.event === stat.event &&
      (entry.handler.summary === stat.hook ||
        entry.handler.argv?.join(' ') === stat.hook ||
        entry.sourcePath === stat.hook),
  );
  if (!hook) return null;
  if (hook.handler.timeoutSec !== null) return hook.handler.timeoutSec * 1000;
  const defaults = agents.find((agent) => agent.agent === hook.agent)?.defaultTimeoutMs;
  return defaults?.[stat.event] ?? null;
}
