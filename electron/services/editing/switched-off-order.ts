import { findNodeAtOffset, getNodePath } from 'jsonc-parser';

import { exactInsertOffset, type RemovedHandler, removeHandler } from './handler-splice';
import { parseJsonDocument } from './json-document';

/** A handler switched off after the one going back on, from the same file. */
export interface LaterSwitchOff {
  id: string;
  removed: RemovedHandler;
}

/**
 * Puts a switched-off handler back where it stood, with hooks of the same file that were switched
 * off after it still off: those are put back first (last off, first back, each exactly), then this
 * one, then they are taken out again in the order they went off, each with a new record of where
 * it now stands. So any order of switching back on gives the file back byte for byte. Null when
 * some step cannot be exact (the file was edited meanwhile): the caller then inserts by structure.
 */
export function restoreAmongLater(
  text: string,
  file: string,
  target: RemovedHandler,
  later: readonly LaterSwitchOff[],
): { text: string; later: LaterSwitchOff[] } | null {
  let current = text;
  // Where each later handler starts once back, kept up to date as more text goes in.
  const placed: Array<{ id: string; handlerText: string; offset: number }> = [];
  const putBack = (removed: RemovedHandler): number | null => {
    const at = exactInsertOffset(parseJsonDocument(current, file), removed);
    if (!at) return null;
    current = current.slice(0, at.start) + removed.splice.text + current.slice(at.end);
    const grown = removed.splice.text.length - (at.end - at.start);
    for (const each of placed) if (each.offset >= at.start) each.offset += grown;
    return at.start + removed.splice.text.indexOf(removed.handlerText);
  };
  for (const { id, removed } of [...later].reverse()) {
    const offset = putBack(removed);
    if (offset === null) return null;
    placed.unshift({ id, handlerText: removed.handlerText, offset });
  }
  if (putBack(target) === null) return null;
  const again: LaterSwitchOff[] = [];
  for (const [index, each] of placed.entries()) {
    const doc = parseJsonDocument(current, file);
    const node = findNodeAtOffset(doc.root, each.offset);
    const where = node && node.offset === each.offset ? getNodePath(node) : [];
    const [hooks, event, group, list, handler] = where;
    if (where.length !== 5 || hooks !== 'hooks' || list !== 'hooks') return null;
    const out = removeHandler(doc, String(event), Number(group), Number(handler));
    if (out.removed.handlerText !== each.handlerText) return null;
    current = out.text;
    const shrunk = out.cut.end - out.cut.start;
    for (const rest of placed.slice(index + 1))
      if (rest.offset > out.cut.start) rest.offset -= shrunk;
    again.push({ id: each.id, removed: out.removed });
  }
  return { text: current, later: again };
}
