import { useCommandSource } from '../../commands/commands-context';
import { useAppStore } from '../../store/store-context';
import { EntryEditorDialog } from '../editor/entry-editor-dialog';
import { ScriptEditorDialog } from '../editor/script-editor-dialog';
import { AgentTrustDialog } from './agent-trust-dialog';
import { DisableAllDialog } from './disable-all-dialog';
import { manageCommands } from './manage-commands';
import { ManageToast } from './manage-toast';
import { NewHookDialog } from './new-hook-dialog';
import { TrustReviewDialog } from './trust-review-dialog';

/**
 * Hook management's app-wide parts, over whatever screen is on view: its dialogs (one at a time),
 * the script and settings-entry editors, the toast with Undo, and its palette commands.
 */
export function ManageLayer() {
  const dialog = useAppStore((state) => state.manage.dialog);
  useCommandSource(manageCommands);
  return (
    <>
      {dialog === 'new-hook' ? <NewHookDialog /> : null}
      {dialog === 'disable-all' ? <DisableAllDialog /> : null}
      {dialog === 'trust-review' ? <TrustReviewDialog /> : null}
      <AgentTrustDialog />
      <ScriptEditorDialog />
      <EntryEditorDialog />
      <ManageToast />
    </>
  );
}
