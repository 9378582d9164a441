import { AppFailure } from '../../../../../shared/result';
import { readSnapshot, snapshotText } from '../../../editing/file-snapshot';
import { removeHandler, restoreHandler } from '../../../editing/handler-splice';
import { parseJsonDocument } from '../../../editing/json-document';
import { recordedHookLabel } from '../../../editing/summary-redaction';
import type { TrashPlans } from '../../editing';
import {
  assertEditableClaudeEntry,
  assertStillApplies,
  parseLocator,
  settingsWrite,
} from './claude-handler-edits';
import { viewRemovedHandler } from './removed-handler-view';

/**
 * A Claude Code handler goes to the trash by being cut from its settings file (format kept);
 * the trash entry keeps the cut text, and putting it back splices it in again. A script the
 * handler runs stays where it is.
 */
export const claudeTrashPlans: TrashPlans = {
  async planCut(entry) {
    assertEditableClaudeEntry(entry);
    const { event, group, handler } = parseLocator(entry.locator);
    const settings = await readSnapshot(entry.sourcePath);
    const cut = removeHandler(
      parseJsonDocument(snapshotText(settings), entry.sourcePath),
      event,
      group,
      handler,
    );
    if (!cut.removed.handlerText.startsWith(entry.raw)) {
      throw new AppFailure('conflict', 'failure.trashed-hook-not-the-one-shown', {
        file: entry.sourcePath,
      });
    }
    assertStillApplies(settings, cut.text);
    return { writes: [settingsWrite(settings, cut.text)], removed: cut.removed };
  },

  async planPutBack(trashed) {
    if (trashed.removed === null) {
      throw new AppFailure('not-found', 'failure.trash-entry-not-found', { id: trashed.id });
    }
    const settings = await readSnapshot(trashed.originalPath);
    const text = restoreHandler(
      parseJsonDocument(snapshotText(settings), trashed.originalPath),
      trashed.removed,
    );
    assertStillApplies(settings, text);
    const { handler } = viewRemovedHandler(trashed.removed);
    return {
      writes: [settingsWrite(settings, text)],
      label: recordedHookLabel({ handler, sourcePath: trashed.originalPath }),
    };
  },
};
