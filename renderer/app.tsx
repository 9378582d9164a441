import { AddWorkspaceDialog } from './features/workspaces/add-workspace-dialog';
import { InventoryScreen } from './features/inventory/inventory-screen';
import { Sidebar } from './features/shell/sidebar';
import { useAppStore } from './store/store-context';

/** The window: sidebar of scopes on the left, the inventory of the chosen scope on the right. */
export function App() {
  const addWorkspaceOpen = useAppStore((state) => state.addWorkspaceOpen);
  return (
    <div className="app">
      <Sidebar />
      <InventoryScreen />
      {addWorkspaceOpen ? <AddWorkspaceDialog /> : null}
    </div>
  );
}
