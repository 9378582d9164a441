import type { HookEntry } from '../../../shared/schemas/hook';
import { isRecorderHandler, isRecorderHookFile } from '../audit/recorder-install-plan';

/**
 * Marks the rows that are Hookyard's own recorder (installed from History › Recording) with a
 * note, so that the inventory does not pass them off as the user's hooks. A Cline hook file is
 * a row per runtime, and a runtime that ignores the file did not read it: the file's other row
 * tells.
 */
export function markRecorderRows(hooks: HookEntry[]): HookEntry[] {
  const recorderFiles = new Set(
    hooks
      .filter((hook) => hook.handler.type === 'file' && isRecorderHookFile(hook.raw))
      .map((hook) => hook.sourcePath),
  );
  return hooks.map((hook) =>
    recorderFiles.has(hook.sourcePath) || isRecorderCommand(hook)
      ? { ...hook, notes: [...hook.notes, { code: 'hookyard-recorder', params: {} }] }
      : hook,
  );
}

function isRecorderCommand(hook: HookEntry): boolean {
  if (hook.handler.type !== 'command' || !hook.raw.includes('hookyard-record')) return false;
  try {
    return isRecorderHandler(JSON.parse(hook.raw));
  } catch {
    return false;
  }
}
