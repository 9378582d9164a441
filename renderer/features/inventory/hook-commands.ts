import type { AppCommand, CommandSource } from '../../commands/command-types';
import { AGENT_LABEL } from '../../i18n/labels';
import { INVENTORY_SCREEN } from './state/inventory-slice';
import { shortenHomeIn, shortenPath } from './model/path-display';

/**
 * Every hook of the scope on screen, from any screen: the inventory of the scope stays loaded
 * whichever screen is on view, so a hook is found from the bench or the history as well. Opening
 * one shows the inventory with that hook's details.
 */
export const hookCommands: CommandSource = ({ state, i18n: { t } }) => {
  const inventory = state.inventory.current;
  if (!inventory) return [];
  const home = state.appInfo?.home;
  return inventory.hooks.map((hook): AppCommand => ({
    id: `inventory.hook:${hook.id}`,
    section: 'hooks',
    title: hook.event ?? t('hook.noEvent'),
    code: hook.event !== null,
    detail: shortenHomeIn(hook.handler.summary, home),
    meta: `${t(AGENT_LABEL[hook.agent])} · ${t(`status.${hook.status}` as const)}`,
    keywords: [shortenPath(hook.sourcePath, home), hook.matcher ?? ''],
    run: () => {
      state.showScreen(INVENTORY_SCREEN);
      state.selectHook(hook.id);
    },
  }));
};
