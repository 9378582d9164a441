import { useShallow } from 'zustand/react/shallow';

import { useCommandSource } from './commands/commands-context';
import { ManageLayer } from './features/manage/manage-layer';
import { historyCommands } from './features/history/history-commands';
import { hookCommands } from './features/inventory/hook-commands';
import { CommandPalette } from './features/palette/command-palette';
import { HelpOverlay } from './features/shell/help-overlay';
import { screenCommands } from './features/shell/screen-commands';
import { CurrentScreen, ScreenNav } from './features/shell/screen-nav';
import { shellCommands } from './features/shell/shell-commands';
import { Sidebar } from './features/shell/sidebar';
import { SkipLink } from './features/shell/skip-link';
import { UpgradeNotice } from './features/upgrades/upgrade-notice';
import { AddWorkspaceDialog } from './features/workspaces/add-workspace-dialog';
import { useGlobalShortcuts } from './shortcuts/use-global-shortcuts';
import { useAppStore } from './store/store-context';

/**
 * The window: sidebar of scopes on the left; on the right the bar of screens and the screen on
 * view (inventory, test bench…) for the chosen scope; the app-wide overlays (command palette,
 * keyboard shortcuts) over them.
 */
export function App() {
  const { addWorkspaceOpen, overlay } = useAppStore(
    useShallow((state) => ({ addWorkspaceOpen: state.addWorkspaceOpen, overlay: state.overlay })),
  );
  useCommandSource(shellCommands);
  useCommandSource(screenCommands);
  useCommandSource(historyCommands);
  useCommandSource(hookCommands);
  useGlobalShortcuts();
  return (
    <div className="app">
      <SkipLink />
      <Sidebar />
      <div className="screen-column">
        <ScreenNav />
        <UpgradeNotice />
        <CurrentScreen />
      </div>
      {addWorkspaceOpen ? <AddWorkspaceDialog /> : null}
      <ManageLayer />
      {overlay === 'palette' ? <CommandPalette /> : null}
      {overlay === 'help' ? <HelpOverlay /> : null}
    </div>
  );
}
