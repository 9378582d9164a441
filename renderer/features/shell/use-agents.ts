import type { AgentCapabilities } from '../../../shared/schemas/agent-capabilities';
import { useAppStore } from '../../store/store-context';

const NONE: readonly AgentCapabilities[] = [];

/** What each agent can do, in display order, as the services sent it (none before app info). */
export function useAgents(): readonly AgentCapabilities[] {
  return useAppStore((state) => state.appInfo?.agents ?? NONE);
}
