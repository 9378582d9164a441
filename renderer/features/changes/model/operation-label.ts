import type { ChangeRecord } from '../../../../shared/schemas/editing';
import type { MessageKey } from '../../../i18n/catalogue-en';
import { msg } from '../../../i18n/translator';
import {} from '../../manage/manage-labels';

/**
 * Which way a restore goes: taking back a change is an undo, taking back that restore a redo, and
 * so on down the chain. A chain that reaches past the loaded changes cannot be followed to its
 * end and counts as an undo (it takes back the change it names). Null for any other change.
 */
export function restoreDirection(
  change: ChangeRecord,
  loaded: ReadonlyMap<string, ChangeRecord>,
): 'undo' | 'redo' | null {
  if (change.operation !== 'restore') return null;
  let redo = false;
  let taken = loaded.get(change.restores ?? '');
  while (taken?.operation === 'restore') {
    redo = !redo;
    taken = loaded.get(taken.restores ?? '');
  }
  return taken && redo ? 'redo' : 'undo';
}

/**
 * The badge of a change in the history. A restore keeps the summary of the change it takes back,
 * so its badge (and the words before its summary) say which way it goes.
 */
export function operationLabel(
  change: ChangeRecord,
  loaded: ReadonlyMap<string, ChangeRecord>,
): MessageKey {
  return restoreDirection(change, loaded) === 'redo'
    ? msg('operation.redo')
    : (`operation.${change.operation}` as const);
}
