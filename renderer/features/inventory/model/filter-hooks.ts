import type { HookEntry } from '../../../../shared/schemas/hook';
import type { HookFilters, HookOwner } from '../../../store/ui-slice';

/** Whose a hook is: Hookyard's own when its installer's records say so. */
export const ownerOf = (hook: HookEntry): HookOwner => (hook.own ? 'hookyard' : 'mine');

export function hasActiveFilters(filters: HookFilters): boolean {
  return (
    filters.agents.length > 0 ||
    filters.statuses.length > 0 ||
    filters.owners.length > 0 ||
    filters.event !== null ||
    filters.query.trim() !== ''
  );
}

const searchableText = (hook: HookEntry): string =>
  [hook.event ?? '', hook.sourcePath, hook.matcher ?? '', hook.handler.summary]
    .join('\n')
    .toLowerCase();

/** The hooks that pass every active filter; the query matches event, file, matcher or command. */
export function filterHooks(hooks: readonly HookEntry[], filters: HookFilters): HookEntry[] {
  const query = filters.query.trim().toLowerCase();
  return hooks.filter(
    (hook) =>
      (filters.agents.length === 0 || filters.agents.includes(hook.agent)) &&
      (filters.statuses.length === 0 || filters.statuses.includes(hook.status)) &&
      (filters.owners.length === 0 || filters.owners.includes(ownerOf(hook))) &&
      (filters.event === null || hook.event === filters.event) &&
      (query === '' || searchableText(hook).includes(query)),
  );
}
