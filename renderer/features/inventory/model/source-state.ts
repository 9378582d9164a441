import type { HookEntry, HookSource } from '../../../../shared/schemas/hook';

/** A source that could not be read (or not wholly): the agent may not see what it holds. */
export const isSourceProblem = (source: HookSource): boolean =>
  source.state === 'invalid' || source.state === 'unreadable';

/**
 * How many rows come from this source (a file with a syntax error may still list some), and
 * whether they carry its problem as their reason (a file Claude Code rejects: none of its hooks
 * runs) or not (a Gemini file partly skipped: the hooks listed run).
 */
export function listedFrom(
  source: HookSource,
  hooks: readonly HookEntry[],
): { count: number; marked: boolean } {
  const rows = hooks.filter(
    (hook) => hook.agent === source.agent && hook.sourcePath === source.path,
  );
  const key = source.reason?.key;
  return { count: rows.length, marked: rows.some((hook) => hook.reason.key === key) };
}

/** Whether the Sources section is open: the user's choice, else open exactly when one has a problem. */
export function isSourcesOpen(choice: boolean | null, sources: readonly HookSource[]): boolean {
  return choice ?? sources.some(isSourceProblem);
}
