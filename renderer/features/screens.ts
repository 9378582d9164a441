// The styles of the features without a screen (their dialogs open over any screen).
import './editor/editor.css';
import './manage/manage.css';
import './upgrades/upgrades.css';

import { approvalsScreenEntry } from './approvals/approvals-screen-entry';
import { benchScreenEntry } from './bench/bench-screen-entry';
import { changesScreenEntry } from './changes/changes-screen-entry';
import { historyScreenEntry } from './history/history-screen-entry';
import { FEATURES } from './index';
import { inventoryScreenEntry } from './inventory/inventory-screen-entry';
import { replayScreenEntry } from './replay/replay-screen-entry';
import type { ScreenEntry } from './screen-entry';
import { simulatorScreenEntry } from './simulator/simulator-screen-entry';
import { telemetryScreenEntry } from './telemetry/telemetry-screen-entry';

/**
 * The features with a top-level screen, in the order of the features list (the screen bar's; the
 * first is shown at start). Each entry brings its feature's stylesheets.
 */
export const SCREENS: readonly ScreenEntry[] = [
  inventoryScreenEntry,
  benchScreenEntry,
  simulatorScreenEntry,
  changesScreenEntry,
  historyScreenEntry,
  approvalsScreenEntry,
  replayScreenEntry,
  telemetryScreenEntry,
].sort((a, b) => FEATURES.indexOf(a.feature) - FEATURES.indexOf(b.feature));

/** The screen with this id; the first one (the inventory) for an id no screen has. */
export function screenById(id: string): ScreenEntry {
  return SCREENS.find((entry) => entry.feature.id === id) ?? (SCREENS[0] as ScreenEntry);
}
