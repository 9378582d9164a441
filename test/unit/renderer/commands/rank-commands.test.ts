import { describe, expect, it } from 'vitest';

import { createCommandRegistry } from '../../../../renderer/commands/command-registry';
import type { AppCommand, CommandContext } from '../../../../renderer/commands/command-types';
import { rankCommands } from '../../../../renderer/commands/rank-commands';

const command = (id: string, title: string, extra: Partial<AppCommand> = {}): AppCommand => ({
  id,
  section: 'actions',
  title,
  run: () => {},
  ...extra,
});

const ids = (list: { command: AppCommand }[]) => list.map((item) => item.command.id);

describe('rankCommands', () => {
  const commands = [
    command('hook-1', 'PreToolUse', { section: 'hooks', detail: 'sh ~/.cline/hooks/PreToolUse' }),
    command('go-shop', 'shop', { section: 'workspaces', detail: '~/code/shop' }),
    command('add', 'Add workspace', { keywords: ['new folder'] }),
    command('next', 'Next scope', { listed: false }),
  ];

  it('lists by section in source order for an empty query, leaving unlisted ones out', () => {
    expect(ids(rankCommands(commands, '', 10))).toEqual(['add', 'go-shop', 'hook-1']);
  });

  it('puts the best title match first and highlights it', () => {
    const ranked = rankCommands(commands, 'shop', 10);
    expect(ids(ranked)[0]).toBe('go-shop');
    expect(ranked[0]?.titleIndices).toEqual([0, 1, 2, 3]);
  });

  it('finds a command by its detail line or a keyword, with nothing highlighted', () => {
    expect(ids(rankCommands(commands, 'cline hooks', 10))).toEqual(['hook-1']);
    const byKeyword = rankCommands(commands, 'folder', 10);
    expect(ids(byKeyword)).toEqual(['add']);
    expect(byKeyword[0]?.titleIndices).toEqual([]);
  });

  it('keeps a command built from the query whatever the query, first', () => {
    const search = command('history.search', 'Search audit history for "zzz"', {
      section: 'history',
      always: true,
    });
    expect(ids(rankCommands([...commands, search], 'zzz', 10))).toEqual(['history.search']);
  });

  it('stops at the limit', () => {
    expect(rankCommands(commands, '', 2)).toHaveLength(2);
  });
});

describe('the command registry', () => {
  const context = { query: 'audit' } as CommandContext;

  it('collects from every source until a source is removed', () => {
    const registry = createCommandRegistry();
    const history = (ctx: CommandContext) => [command('history.search', `Search ${ctx.query}`)];
    const removeHistory = registry.register(history);
    registry.register(() => [command('add', 'Add workspace')]);
    expect(registry.collect(context).map((item) => item.title)).toEqual([
      'Search audit',
      'Add workspace',
    ]);
    removeHistory();
    expect(registry.collect(context).map((item) => item.id)).toEqual(['add']);
  });

  it('lists a source added twice once', () => {
    const registry = createCommandRegistry();
    const source = () => [command('add', 'Add workspace')];
    registry.register(source);
    registry.register(source);
    expect(registry.collect(context)).toHaveLength(1);
  });
});
