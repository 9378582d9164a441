import type { ChangeRecord } from '../../../../shared/schemas/editing';
import type { MessageKey } from '../../../i18n/catalogue-en';
import { msg } from '../../../i18n/translator';
import { OPERATION_LABEL } from '../../manage/manage-labels';

/**
 * The badge of a change in the history. A restore keeps the summary of the change it takes back,
 * so its badge says which way it goes: taking back a change is an undo, taking back that restore
 * a redo, and so on down the chain. A chain that reaches past the loaded changes cannot be
 * followed to its end and keeps the plain restore label.
 */
export function operationLabel(
  change: ChangeRecord,
  loaded: ReadonlyMap<string, ChangeRecord>,
): MessageKey {
  if (change.operation !== 'restore') return OPERATION_LABEL[change.operation];
  let redo = false;
  let taken = loaded.get(change.restores ?? '');
  while (taken?.operation === 'restore') {
    redo = !redo;
    taken = loaded.get(taken.restores ?? '');
  }
  return taken && redo ? msg('operation.redo') : OPERATION_LABEL.restore;
}
