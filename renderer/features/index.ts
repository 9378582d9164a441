import { approvalsFeature } from './approvals/approvals-feature';
import { benchFeature } from './bench/bench-feature';
import { changesFeature } from './changes/changes-feature';
import { editorFeature } from './editor/editor-feature';
import type { Feature } from './feature';
import { historyFeature } from './history/history-feature';
import { inventoryFeature } from './inventory/inventory-feature';
import { manageFeature } from './manage/manage-feature';
import { replayFeature } from './replay/replay-feature';
import { shellFeature } from './shell/shell-feature';
import { simulatorFeature } from './simulator/simulator-feature';
import { telemetryFeature } from './telemetry/telemetry-feature';
import { upgradesFeature } from './upgrades/upgrades-feature';
import { workspacesFeature } from './workspaces/workspaces-feature';

/**
 * Every feature of the renderer: the store's slices and the subscriptions are built from this list
 * (renderer/store/create-app-store.ts, renderer/store/subscriptions.ts), the screens and styles
 * from their entries in renderer/features/screens.ts, in the same order. A new feature is a folder
 * and a line here (and one in screens.ts if it has a screen).
 */
export const FEATURES: readonly Feature[] = [
  inventoryFeature,
  benchFeature,
  simulatorFeature,
  changesFeature,
  historyFeature,
  approvalsFeature,
  replayFeature,
  telemetryFeature,
  upgradesFeature,
  workspacesFeature,
  manageFeature,
  editorFeature,
  shellFeature,
];
