import type { HookEntry, HookSource } from '../../../../shared/schemas/hook';

/** A source that could not be read (or not wholly): the agent may not see what it holds. */
export const isSourceProblem = (source: HookSource): boolean =>
  source.state === 'invalid' || source.state === 'unreadable';

/** How many rows of the list come from this source (a file with a syntax error may still list some). */
export const listedFrom = (source: HookSource, hooks: readonly HookEntry[]): number =>
  hooks.filter((hook) => hook.agent === source.agent && hook.sourcePath === source.path).length;

/** Whether the Sources section is open: the user's choice, else open exactly when one has a problem. */
export function isSourcesOpen(choice: boolean | null, sources: readonly HookSource[]): boolean {
  return choice ?? sources.some(isSourceProblem);
}
