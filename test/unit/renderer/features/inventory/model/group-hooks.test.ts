import { describe, expect, it } from 'vitest';

import {
  groupHooks,
  IGNORED_INLINE_LIMIT,
} from '../../../../../../renderer/features/inventory/model/group-hooks';
import { makeHook } from '../../../fixtures';

const ignoredFile = (index: number, folder = '/w/.clinerules/hooks') =>
  makeHook({
    id: `ignored-${index}`,
    agent: 'cline-cli',
    event: null,
    status: 'ignored',
    sourcePath: `${folder}/notes-${index}.txt`,
    reason: { key: 'reason.ignored-unsupported-extension', params: { extension: '.txt' } },
  });

describe('groupHooks', () => {
  it('orders agents the fixed way and events by first appearance', () => {
    const groups = groupHooks([
      makeHook({ id: 'a', agent: 'cline-vscode', event: 'TaskStart' }),
      makeHook({ id: 'b', agent: 'claude-code', event: 'Stop' }),
      makeHook({ id: 'c', agent: 'claude-code', event: 'PreToolUse' }),
      makeHook({ id: 'd', agent: 'claude-code', event: 'Stop' }),
    ]);

    expect(groups.map((group) => group.agent)).toEqual(['claude-code', 'cline-vscode']);
    expect(groups[0]?.events.map((event) => [event.event, event.hooks.map((h) => h.id)])).toEqual([
      ['Stop', ['b', 'd']],
      ['PreToolUse', ['c']],
    ]);
    expect(groups[0]?.total).toBe(3);
  });

  it('puts files that name no event after every event', () => {
    const groups = groupHooks([
      makeHook({ id: 'x', agent: 'cline-cli', event: null, status: 'ignored' }),
      makeHook({ id: 'y', agent: 'cline-cli', event: 'TaskStart' }),
    ]);
    expect(groups[0]?.events.map((event) => event.event)).toEqual(['TaskStart', null]);
  });

  it('collapses a folder of many ignored files into one line', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ignoredFile(index));
    const [cline] = groupHooks([
      makeHook({ id: 'real', agent: 'cline-cli', event: null }),
      ...many,
    ]);
    const [noEvent] = cline?.events ?? [];

    expect(noEvent?.hooks.map((hook) => hook.id)).toEqual(['real']);
    expect(noEvent?.ignoredFolders).toHaveLength(1);
    expect(noEvent?.ignoredFolders[0]?.folder).toBe('/w/.clinerules/hooks');
    expect(noEvent?.ignoredFolders[0]?.hooks).toHaveLength(10_000);
    expect(noEvent?.total).toBe(10_001);
  });

  it('keeps a few ignored files inline, where a user looking for them will see them', () => {
    const few = Array.from({ length: IGNORED_INLINE_LIMIT }, (_, index) => ignoredFile(index));
    const [cline] = groupHooks(few);
    expect(cline?.events[0]?.hooks).toHaveLength(IGNORED_INLINE_LIMIT);
    expect(cline?.events[0]?.ignoredFolders).toEqual([]);
  });

  it('collapses per folder: a busy folder folds, a quiet one stays inline', () => {
    const busy = Array.from({ length: 5 }, (_, index) => ignoredFile(index, '/a/hooks'));
    const quiet = [ignoredFile(99, '/b/hooks')];
    const [cline] = groupHooks([...busy, ...quiet]);
    expect(cline?.events[0]?.ignoredFolders.map((folder) => folder.folder)).toEqual(['/a/hooks']);
    expect(cline?.events[0]?.hooks.map((hook) => hook.id)).toEqual(['ignored-99']);
  });
});
