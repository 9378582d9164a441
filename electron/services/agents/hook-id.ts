import { createHash } from 'node:crypto';

import type { AgentId } from '../../../shared/schemas/agent';

/**
 * A stable id for a hook: the agent, the file and what names the hook inside it (a Cline file's
 * name; for Claude Code see handler-identity.ts). The same hook keeps its id across scans.
 */
export function hookId(agent: AgentId, sourcePath: string, name: string): string {
  return createHash('sha256').update(`${agent}\0${sourcePath}\0${name}`).digest('hex').slice(0, 16);
}

/** SHA-256 (hex) of JSON values: the `contentHash` of an inventory row. */
export function contentHash(parts: readonly unknown[]): string {
  return createHash('sha256').update(JSON.stringify(parts)).digest('hex');
}
