import { describe, expect, it } from 'vitest';

import {
  filterHooks,
  hasActiveFilters,
} from '../../../../../../renderer/features/inventory/model/filter-hooks';
import { NO_FILTERS } from '../../../../../../renderer/store/ui-slice';
import { makeHook } from '../../../fixtures';

const hooks = [
  makeHook({ id: 'a', agent: 'claude-code', event: 'PreToolUse', status: 'active' }),
  makeHook({ id: 'b', agent: 'cline-cli', event: 'TaskStart', status: 'ignored' }),
  makeHook({
    id: 'c',
    agent: 'cline-vscode',
    event: 'TaskStart',
    status: 'not-executable',
    handler: { type: 'file', summary: 'bash TaskStart', argv: null, timeoutSec: 30 },
  }),
];
const ids = (list: { id: string }[]) => list.map((hook) => hook.id);

describe('filterHooks', () => {
  it('passes everything without filters', () => {
    expect(ids(filterHooks(hooks, NO_FILTERS))).toEqual(['a', 'b', 'c']);
    expect(hasActiveFilters(NO_FILTERS)).toBe(false);
  });

  it('combines agent, status and event filters', () => {
    const filters = {
      ...NO_FILTERS,
      agents: ['cline-cli' as const, 'cline-vscode' as const],
      event: 'TaskStart',
    };
    expect(ids(filterHooks(hooks, filters))).toEqual(['b', 'c']);
    expect(ids(filterHooks(hooks, { ...filters, statuses: ['not-executable'] }))).toEqual(['c']);
  });

  it('matches the search text against the command, case-insensitively', () => {
    const filters = { ...NO_FILTERS, query: '  BASH task ' };
    expect(ids(filterHooks(hooks, filters))).toEqual(['c']);
    expect(hasActiveFilters(filters)).toBe(true);
  });

  it('does not count a blank search as a filter', () => {
    expect(hasActiveFilters({ ...NO_FILTERS, query: '   ' })).toBe(false);
  });
});
