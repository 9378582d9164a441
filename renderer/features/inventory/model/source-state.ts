import type { HookSource } from '../../../../shared/schemas/hook';

/** A source that could not be read: every hook in it is missing from the list. */
export const isSourceProblem = (source: HookSource): boolean =>
  source.state === 'invalid' || source.state === 'unreadable';

/** Whether the Sources section is open: the user's choice, else open exactly when one has a problem. */
export function isSourcesOpen(choice: boolean | null, sources: readonly HookSource[]): boolean {
  return choice ?? sources.some(isSourceProblem);
}
