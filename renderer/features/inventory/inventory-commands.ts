import type { AppCommand, CommandSource } from '../../commands/command-types';
import { hasActiveFilters } from './model/filter-hooks';
import { isSourcesOpen } from './model/source-state';
import { revealSources } from './reveal-sources';

const SEARCH_BOX = '[data-testid="filter-search"]';

/**
 * The inventory screen's own commands: scan again, search, clear the filters, show or hide the
 * sources. Only what applies to the current state is listed; its hooks are listed app-wide
 * (hook-commands.ts).
 */
export const inventoryCommands: CommandSource = ({ state, i18n: { t }, en }) => {
  const inventory = state.inventory.current;
  if (!inventory) return [];
  const open = isSourcesOpen(state.sourcesOpen, inventory.sources);
  const actions: AppCommand[] = [
    {
      id: 'inventory.rescan',
      section: 'actions',
      title: t('inventory.refresh'),
      keywords: [en.t('inventory.refresh')],
      shortcut: 'rescan',
      run: () => void state.inventory.load(),
    },
    {
      id: 'inventory.sources',
      section: 'actions',
      title: open ? t('command.hideSources') : t('command.showSources'),
      keywords: [open ? en.t('command.hideSources') : en.t('command.showSources')],
      shortcut: 'sources',
      run: () => {
        state.setSourcesOpen(!open);
        revealSources();
      },
    },
  ];
  if (inventory.hooks.length > 0) {
    actions.push({
      id: 'inventory.search',
      section: 'actions',
      title: t('filters.search'),
      keywords: [en.t('filters.search')],
      shortcut: 'search',
      run: () => document.querySelector<HTMLInputElement>(SEARCH_BOX)?.focus(),
    });
  }
  if (hasActiveFilters(state.filters)) {
    actions.push({
      id: 'inventory.clear-filters',
      section: 'actions',
      title: t('filters.clear'),
      keywords: [en.t('filters.clear')],
      run: state.clearFilters,
    });
  }
  return actions;
};
