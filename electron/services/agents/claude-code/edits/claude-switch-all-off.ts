import type { PlannedWrite } from '../../../editing/edit-engine';
import { readSnapshot, snapshotText } from '../../../editing/file-snapshot';
import { nodeAt, parseJsonDocument } from '../../../editing/json-document';
import { setJsonValue } from '../../../editing/json-edit';
import type { SwitchAllOffPlan } from '../../editing';
import { rootSettingsFiles } from '../settings-sources';
import { assertStillApplies, settingsWrite } from './claude-handler-edits';
import { codedText } from '../../../../../shared/i18n/coded-text';

/**
 * Claude Code's "switch all off" for a workspace: `disableAllHooks: true` in each root's
 * `.claude/settings.local.json` (personal, not committed; created when missing, edited in place
 * otherwise). It silences the user's hooks there too. A root where it is set already is left.
 */
export const claudeSwitchAllOff: SwitchAllOffPlan = {
  async plan(roots) {
    const writes: PlannedWrite[] = [];
    for (const root of roots) {
      const file = rootSettingsFiles(root).local;
      const snapshot = await readSnapshot(file);
      const doc = parseJsonDocument(snapshotText(snapshot), file);
      const node = nodeAt(doc.root, ['disableAllHooks']);
      const previous = node
        ? {
            present: true,
            value: JSON.parse(snapshotText(snapshot).slice(node.offset, node.offset + node.length)),
          }
        : { present: false, value: null };
      if (previous.value === true) continue;
      const text = setJsonValue(doc, ['disableAllHooks'], true);
      assertStillApplies(snapshot, text);
      writes.push(settingsWrite(snapshot, text, { jsonPath: ['disableAllHooks'], previous }));
    }
    return {
      writes,
      summary: roots.map((root) => codedText('change.claude-hooks-turned-off', { root })),
    };
  },
};
