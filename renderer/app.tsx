import { useShallow } from 'zustand/react/shallow';

import { useCommandSource } from './commands/commands-context';
import { InventoryScreen } from './features/inventory/inventory-screen';
import { CommandPalette } from './features/palette/command-palette';
import { HelpOverlay } from './features/shell/help-overlay';
import { shellCommands } from './features/shell/shell-commands';
import { Sidebar } from './features/shell/sidebar';
import { SkipLink } from './features/shell/skip-link';
import { AddWorkspaceDialog } from './features/workspaces/add-workspace-dialog';
import { useGlobalShortcuts } from './shortcuts/use-global-shortcuts';
import { useAppStore } from './store/store-context';

/**
 * The window: sidebar of scopes on the left, the inventory of the chosen scope on the right, and
 * the app-wide overlays (command palette, keyboard shortcuts) over them.
 */
export function App() {
  const { addWorkspaceOpen, overlay } = useAppStore(
    useShallow((state) => ({ addWorkspaceOpen: state.addWorkspaceOpen, overlay: state.overlay })),
  );
  useCommandSource(shellCommands);
  useGlobalShortcuts();
  return (
    <div className="app">
      <SkipLink />
      <Sidebar />
      <InventoryScreen />
      {addWorkspaceOpen ? <AddWorkspaceDialog /> : null}
      {overlay === 'palette' ? <CommandPalette /> : null}
      {overlay === 'help' ? <HelpOverlay /> : null}
    </div>
  );
}
