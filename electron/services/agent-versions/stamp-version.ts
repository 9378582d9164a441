import type { HistoryEntryInput } from '../../../shared/schemas/history';

/**
 * Audit entries of Hookyard's own runs (bench, replay) with the installed version of their agent
 * in `meta.agentVersion` (issue 15 §5), where it is known: History can then tell runs of one
 * release from the next.
 */
export function withAgentVersion(
  entries: HistoryEntryInput[],
  versions: { versionOf(agent: string): string | null },
): HistoryEntryInput[] {
  return entries.map((entry) => {
    const version = versions.versionOf(entry.agent);
    return version === null ? entry : { ...entry, meta: { ...entry.meta, agentVersion: version } };
  });
}

/** An environment with only the variables that are set, as a child process takes it. */
export function definedEnv(env: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(
    Object.entries(env).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );
}
