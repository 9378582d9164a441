import { expect } from 'vitest';

import type { AppServices } from '../../electron/services/app-services';
import type { AgentId } from '../../shared/schemas/agent';
import type { HistoryEntry, HistorySource } from '../../shared/schemas/history';

/**
 * Imports the agents' own logs now (expecting no import error) and gives a reader of `agent`'s
 * audit entries from one source, oldest first: what a real-client test checks after a run.
 */
export async function importAgentAudit(
  services: AppServices,
  agent: AgentId,
  limit: number,
): Promise<(source: HistorySource) => HistoryEntry[]> {
  const report = await services.audit.service.importNow();
  expect(report.error).toBeNull();
  return (source) =>
    services.audit.service.query({ filter: { agent, source }, limit, order: 'asc' }).entries;
}
