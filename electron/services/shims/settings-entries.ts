import { isDeepStrictEqual } from 'node:util';

import { removeHandler } from '../editing/handler-splice';
import { nodeAt, reparseJsonDocument, textOf, type JsonDocument } from '../editing/json-document';
import { insertWithRaw, setJsonValue } from '../editing/json-edit';

/** A group an install appends to (or appended to) `hooks.<event>` of a settings file. */
export interface EntryRef {
  event: string;
  group: Record<string, unknown>;
}

/** JSON on one line, spaced as people write it: `{"a": 1, "b": [2, 3]}`. */
export function inlineJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(inlineJson).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    const members = Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${inlineJson(v)}`);
    return `{${members.join(', ')}}`;
  }
  return JSON.stringify(value);
}

/** The groups of `hooks.<event>`, parsed, in file order (none when the shape is not a list). */
export function groupsOf(doc: JsonDocument, event: string): unknown[] {
  const groups = nodeAt(doc.root, ['hooks', event]);
  if (groups?.type !== 'array') return [];
  return (groups.children ?? []).map((node) => JSON.parse(textOf(doc.text, node)) as unknown);
}

/** The index of the last group of `hooks.<event>` equal (as JSON) to `group`, or -1. */
export function findGroup(doc: JsonDocument, entry: EntryRef, skip: ReadonlySet<number>): number {
  const groups = groupsOf(doc, entry.event);
  for (let index = groups.length - 1; index >= 0; index -= 1)
    if (!skip.has(index) && isDeepStrictEqual(groups[index], entry.group)) return index;
  return -1;
}

/**
 * Appends each entry's group at the end of its event, one line per group (a recorder on 30-odd
 * events must not add hundreds of lines), in the file's own indentation and line endings; every
 * other byte stays. Returns the new text and each group's index.
 */
export function appendEntries(
  doc: JsonDocument,
  entries: readonly EntryRef[],
  file: string,
): { doc: JsonDocument; indexes: number[] } {
  const indexes: number[] = [];
  for (const entry of entries) {
    indexes.push(groupsOf(doc, entry.event).length);
    const text = insertWithRaw(
      doc,
      ['hooks', entry.event, -1],
      (placeholder) => placeholder,
      inlineJson(entry.group),
      true,
    );
    doc = reparseJsonDocument(doc, text, file);
  }
  return { doc, indexes };
}

/**
 * Cuts out the groups of `entries` that are still there as written (with their event when
 * nothing else is left there), then the `hooks` object when the install created it and it is
 * empty now. A group the user changed since is theirs and stays. Returns the new document and
 * where the cut groups were (in the document before).
 */
export function removeEntries(
  doc: JsonDocument,
  entries: readonly EntryRef[],
  file: string,
  createdHooks: boolean,
): { doc: JsonDocument; found: Array<{ event: string; index: number }> } {
  const found: Array<{ event: string; index: number }> = [];
  for (const entry of entries) {
    const taken = new Set(found.filter((f) => f.event === entry.event).map((f) => f.index));
    const index = findGroup(doc, entry, taken);
    if (index >= 0) found.push({ event: entry.event, index });
  }
  // Last first per event, so that the indexes still to cut stay valid.
  found.sort((a, b) => b.index - a.index);
  for (const { event, index } of found)
    doc = reparseJsonDocument(doc, removeHandler(doc, event, index, 0).text, file);
  const hooks = nodeAt(doc.root, ['hooks']);
  if (createdHooks && hooks?.type === 'object' && (hooks.children ?? []).length === 0)
    doc = reparseJsonDocument(doc, setJsonValue(doc, ['hooks'], undefined), file);
  return { doc, found };
}

/**
 * Changes the handler fields of the group at `hooks.<event>[index]` that differ from `next`'s
 * (a new bridge port and secret), one member at a time: every other byte stays.
 */
export function updateGroup(
  doc: JsonDocument,
  event: string,
  index: number,
  next: Record<string, unknown>,
  file: string,
): JsonDocument {
  const before = (groupsOf(doc, event)[index] as { hooks?: unknown[] } | undefined)?.hooks?.[0];
  const after = (next as { hooks?: unknown[] }).hooks?.[0];
  if (typeof before !== 'object' || typeof after !== 'object' || !before || !after) return doc;
  for (const [key, value] of Object.entries(after)) {
    if (isDeepStrictEqual((before as Record<string, unknown>)[key], value)) continue;
    doc = reparseJsonDocument(
      doc,
      setJsonValue(doc, ['hooks', event, index, 'hooks', 0, key], value),
      file,
    );
  }
  return doc;
}
