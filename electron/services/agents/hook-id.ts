import { createHash } from 'node:crypto';

import type { AgentId } from '../../../shared/schemas/agent';

/** A stable id for a hook: the same definition in the same place keeps its id across scans. */
export function hookId(agent: AgentId, sourcePath: string, locator: string): string {
  return createHash('sha256')
    .update(`${agent}\0${sourcePath}\0${locator}`)
    .digest('hex')
    .slice(0, 16);
}
