import type { AgentDialect } from './dialect';

/** Every dialect Hookyard knows, in display order. */
export function createDialects(): AgentDialect[] {
  return [];
}
