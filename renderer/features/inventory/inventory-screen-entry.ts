import './inventory.css';
import './sources.css';

import { msg } from '../../i18n/translator';
import type { ScreenEntry } from '../screen-entry';
import { inventoryFeature } from './inventory-feature';
import { InventoryScreen } from './inventory-screen';

/** The inventory feature's screen, with its styles. */
export const inventoryScreenEntry: ScreenEntry = {
  feature: inventoryFeature,
  label: msg('screen.inventory'),
  command: msg('command.openInventory'),
  icon: 'layers',
  component: InventoryScreen,
};
