import type { Node } from 'jsonc-parser';
import { z } from 'zod';

import { AppFailure } from '../../../shared/result';
import {
  elementSpan,
  endOf,
  type JsonDocument,
  lastProperty,
  nodeAt,
  textOf,
} from './json-document';
import { insertWithRaw } from './json-edit';

const PathSchema = z.array(z.union([z.string(), z.number()]));

/**
 * The exact text cut out of a container and where it sat: `inner` = everything between the
 * brackets (the container held only this element), `before-next` = from the element to the
 * start of the next one, `after-prev` = from the end of the previous element to this one's end.
 */
export const SpliceSchema = z.object({
  containerPath: PathSchema,
  index: z.number(),
  mode: z.enum(['inner', 'before-next', 'after-prev']),
  text: z.string(),
});
export type Splice = z.infer<typeof SpliceSchema>;

/** A handler taken out of a settings file, with all it takes to put it back where it was. */
export const RemovedHandlerSchema = z.object({
  event: z.string(),
  groupIndex: z.number(),
  handlerIndex: z.number(),
  /** The group's `matcher` as written (absent → null), to find the group again. */
  matcher: z.unknown(),
  matcherPresent: z.boolean(),
  /** The handler's exact text. */
  handlerText: z.string(),
  /** What was removed: the handler, its group (it was the group's only handler) or the event. */
  level: z.enum(['handler', 'group', 'event']),
  /** For `group`/`event`: the group's exact text. */
  groupText: z.string(),
  splice: SpliceSchema,
});
export type RemovedHandler = z.infer<typeof RemovedHandlerSchema>;

/**
 * Cuts the handler `<event>/<group>/<handler>` out of a settings document: the handler with its
 * comma, or its group when it was the group's only handler, or the event when that group was
 * the event's only one. Every byte outside the cut stays. AppFailure('conflict') when the
 * document has no such handler.
 */
export function removeHandler(
  doc: JsonDocument,
  event: string,
  groupIndex: number,
  handlerIndex: number,
): { text: string; removed: RemovedHandler; cut: { start: number; end: number } } {
  const hooks = nodeAt(doc.root, ['hooks']);
  const eventProperty = hooks?.type === 'object' ? lastProperty(hooks, event) : undefined;
  const groups = eventProperty?.children?.[1];
  const group = groups?.type === 'array' ? groups.children?.[groupIndex] : undefined;
  const handlers = group?.type === 'object' ? nodeAt(group, ['hooks']) : undefined;
  const handler = handlers?.type === 'array' ? handlers.children?.[handlerIndex] : undefined;
  if (!hooks || !eventProperty || !groups || !group || !handlers || !handler) {
    throw new AppFailure('conflict', 'failure.hook-gone-at', {
      event,
      group: groupIndex,
      handler: handlerIndex,
    });
  }
  const matcherNode = nodeAt(group, ['matcher']);
  const base = {
    event,
    groupIndex,
    handlerIndex,
    matcher: matcherNode ? JSON.parse(textOf(doc.text, matcherNode)) : null,
    matcherPresent: matcherNode !== undefined,
    handlerText: textOf(doc.text, handler),
    groupText: textOf(doc.text, group),
  };
  const [level, container, index, containerPath]: [
    RemovedHandler['level'],
    Node,
    number,
    Splice['containerPath'],
  ] =
    (handlers.children?.length ?? 0) > 1
      ? ['handler', handlers, handlerIndex, ['hooks', event, groupIndex, 'hooks']]
      : (groups.children?.length ?? 0) > 1
        ? ['group', groups, groupIndex, ['hooks', event]]
        : ['event', hooks, (hooks.children ?? []).indexOf(eventProperty), ['hooks']];
  const span = elementSpan(container, index);
  const splice: Splice = {
    containerPath,
    index,
    mode: span.mode,
    text: doc.text.slice(span.start, span.end),
  };
  return {
    text: doc.text.slice(0, span.start) + doc.text.slice(span.end),
    removed: { ...base, level, splice },
    cut: { start: span.start, end: span.end },
  };
}

/**
 * Puts a removed handler back. When the neighbourhood of the cut is as it was, the exact removed
 * text goes back at the same place, so a file nothing else touched is byte-identical to before;
 * otherwise the handler (or its group) is inserted structurally — into the group with the same
 * matcher, else as a new group — with the file's formatting and the handler's own bytes.
 */
export function restoreHandler(doc: JsonDocument, removed: RemovedHandler): string {
  const exact = exactInsertOffset(doc, removed);
  if (exact !== null) {
    const { start, end } = exact;
    return doc.text.slice(0, start) + removed.splice.text + doc.text.slice(end);
  }
  return structuralInsert(doc, removed);
}

/** Where a removed handler's exact text goes back, when the neighbourhood of the cut is as it was. */
export function exactInsertOffset(
  doc: JsonDocument,
  removed: RemovedHandler,
): { start: number; end: number } | null {
  const { splice } = removed;
  const container = nodeAt(doc.root, splice.containerPath);
  if (!container || container.type !== (removed.level === 'event' ? 'object' : 'array'))
    return null;
  if (removed.level === 'event' && lastProperty(container, removed.event)) return null;
  if (removed.level === 'handler') {
    const group = nodeAt(doc.root, ['hooks', removed.event, removed.groupIndex]);
    if (!group || !sameMatcher(doc, group, removed)) return null;
  }
  const children = container.children ?? [];
  if (splice.mode === 'inner') {
    if (children.length > 0) return null;
    return { start: container.offset + 1, end: container.offset + container.length - 1 };
  }
  if (splice.mode === 'before-next') {
    const next = children[splice.index];
    return next ? { start: next.offset, end: next.offset } : null;
  }
  const previous = children[splice.index - 1];
  return previous ? { start: endOf(previous), end: endOf(previous) } : null;
}

function structuralInsert(doc: JsonDocument, removed: RemovedHandler): string {
  const hooks = nodeAt(doc.root, ['hooks']);
  if (hooks && hooks.type !== 'object') {
    throw new AppFailure('invalid-request', 'failure.hooks-not-object');
  }
  const groups = nodeAt(doc.root, ['hooks', removed.event]);
  if (groups && groups.type !== 'array') {
    throw new AppFailure('invalid-request', 'failure.event-not-list', { event: removed.event });
  }
  const groupList = groups?.children ?? [];
  const sameGroupAt = [removed.groupIndex, ...groupList.keys()].find((index) => {
    const group = groupList[index];
    return group !== undefined && sameMatcher(doc, group, removed);
  });
  const targetHandlers =
    sameGroupAt === undefined
      ? undefined
      : nodeAt(doc.root, ['hooks', removed.event, sameGroupAt, 'hooks']);
  if (sameGroupAt !== undefined && targetHandlers?.type === 'array') {
    const count = targetHandlers.children?.length ?? 0;
    const at = removed.handlerIndex <= count ? removed.handlerIndex : -1;
    const path = ['hooks', removed.event, sameGroupAt, 'hooks', at];
    return insertWithRaw(doc, path, (placeholder) => placeholder, removed.handlerText, true);
  }
  const at = groups && removed.groupIndex <= groupList.length ? removed.groupIndex : -1;
  if (removed.level !== 'handler') {
    if (groups)
      return insertWithRaw(doc, ['hooks', removed.event, at], (p) => p, removed.groupText, true);
    return insertWithRaw(doc, ['hooks', removed.event], (p) => [p], removed.groupText, false);
  }
  const group = (placeholder: string) =>
    removed.matcherPresent
      ? { matcher: removed.matcher, hooks: [placeholder] }
      : { hooks: [placeholder] };
  if (groups)
    return insertWithRaw(doc, ['hooks', removed.event, at], group, removed.handlerText, true);
  return insertWithRaw(
    doc,
    ['hooks', removed.event],
    (p) => [group(p)],
    removed.handlerText,
    false,
  );
}

function sameMatcher(doc: JsonDocument, group: Node, removed: RemovedHandler): boolean {
  if (group.type !== 'object') return false;
  const node = nodeAt(group, ['matcher']);
  if (!node) return !removed.matcherPresent;
  return (
    removed.matcherPresent &&
    JSON.stringify(JSON.parse(textOf(doc.text, node))) === JSON.stringify(removed.matcher)
  );
}
