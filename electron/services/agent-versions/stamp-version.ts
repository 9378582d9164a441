import type { HistoryEntryInput } from '../../../shared/schemas/history';

/** The version of `agent` that made an entry at `ts`, where Hookyard knows it. */
export type AgentVersionAt = (agent: string, ts: string) => string | null;

/**
 * History entries with the version of their agent in `meta.agentVersion` (issue 15 §5), where it
 * is known and the entry does not carry one already (a Claude Code transcript line names its
 * own): History can then tell runs of one release from the next, and filter by it.
 */
export function withAgentVersion(
  entries: readonly HistoryEntryInput[],
  versionAt: AgentVersionAt,
): HistoryEntryInput[] {
  return entries.map((entry) => {
    if (typeof entry.meta?.['agentVersion'] === 'string') return entry;
    const version = versionAt(entry.agent, entry.ts ?? new Date().toISOString());
    return version === null ? entry : { ...entry, meta: { ...entry.meta, agentVersion: version } };
  });
}

/** An environment with only the variables that are set, as a child process takes it. */
export function definedEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
}
