import type { ComponentType } from 'react';

import type { IconName } from '../../components/icon';
import type { MessageKey } from '../../i18n/catalogue-en';
import { msg } from '../../i18n/translator';
import { APPROVALS_SCREEN } from '../../store/approvals-slice';
import { BENCH_SCREEN } from '../../store/bench-slice';
import { CHANGES_SCREEN } from '../../store/changes-slice';
import { HISTORY_SCREEN } from '../../store/history-slice';
import { HOME_SCREEN } from '../../store/navigation-slice';
import { REPLAY_SCREEN } from '../../store/replay-slice';
import { SIMULATOR_SCREEN } from '../../store/simulator-slice';
import type { AppState } from '../../store/store-types';
import { ApprovalsScreen } from '../approvals/approvals-screen';
import { BenchScreen } from '../bench/bench-screen';
import { ChangesScreen } from '../changes/changes-screen';
import { HistoryScreen } from '../history/history-screen';
import { InventoryScreen } from '../inventory/inventory-screen';
import { ReplayScreen } from '../replay/replay-screen';
import { SimulatorScreen } from '../simulator/simulator-screen';
import { EXPORT_SCREEN } from '../telemetry/telemetry-slice';
import { TelemetryScreen } from '../telemetry/telemetry-screen';

/** One top-level screen: what the screen bar and the palette show, and what renders it. */
export interface ScreenDefinition {
  /** Unique; what the store keeps in `screen` (`state.showScreen(id)` opens it). */
  id: string;
  /** Its name in the screen bar. */
  label: MessageKey;
  /** The palette command that opens it from anywhere ("Open test bench"). */
  command: MessageKey;
  icon: IconName;
  /**
   * A number its tab shows while above 0 (requests waiting), with the words a screen reader says
   * for it (`{count}`).
   */
  badge?: { count(state: AppState): number; label: MessageKey };
  /**
   * The whole main pane: a `<main className="main">` whose h1 has the id MAIN_TITLE_ID (the skip
   * link and focus fallbacks land there). It shows the scope on screen (`state.scope`), which
   * every screen shares.
   */
  component: ComponentType;
}

/**
 * Every top-level screen, in the order of the screen bar. A new screen joins with one line here
 * (plus its catalogue entries); the bar, the palette's "Open …" commands and the app's main pane
 * all come from this list.
 */
export const SCREENS: readonly ScreenDefinition[] = [
  {
    id: HOME_SCREEN,
    label: msg('screen.inventory'),
    command: msg('command.openInventory'),
    icon: 'layers',
    component: InventoryScreen,
  },
  {
    id: BENCH_SCREEN,
    label: msg('screen.bench'),
    command: msg('command.openBench'),
    icon: 'flask',
    component: BenchScreen,
  },
  {
    id: SIMULATOR_SCREEN,
    label: msg('screen.simulator'),
    command: msg('command.openSimulator'),
    icon: 'funnel',
    component: SimulatorScreen,
  },
  {
    id: CHANGES_SCREEN,
    label: msg('screen.changes'),
    command: msg('command.showChanges'),
    icon: 'history',
    component: ChangesScreen,
  },
  {
    id: HISTORY_SCREEN,
    label: msg('screen.history'),
    command: msg('command.openHistory'),
    icon: 'history',
    component: HistoryScreen,
  },
  {
    id: APPROVALS_SCREEN,
    label: msg('screen.approvals'),
    command: msg('command.openApprovals'),
    icon: 'shield-check',
    badge: {
      count: (state) => state.approvalsPending.length,
      label: msg('approvals.waiting'),
    },
    component: ApprovalsScreen,
  },
  {
    id: REPLAY_SCREEN,
    label: msg('screen.replay'),
    command: msg('command.openReplay'),
    icon: 'refresh',
    component: ReplayScreen,
  },
  {
    id: EXPORT_SCREEN,
    label: msg('screen.export'),
    command: msg('command.openExport'),
    icon: 'download',
    component: TelemetryScreen,
  },
];

/** The screen with this id; the first one (the inventory) for an id no screen has. */
export function screenById(id: string): ScreenDefinition {
  return SCREENS.find((screen) => screen.id === id) ?? (SCREENS[0] as ScreenDefinition);
}
