import type { Node } from 'jsonc-parser';

import { AppFailure } from '../../../shared/result';
import { elementSpan, endOf, type JsonDocument, lastProperty, nodeAt } from './json-document';

type Path = ReadonlyArray<string | number>;

/** How a container lays out its members: one a line (with that indent) or inline. */
interface Layout {
  multiline: boolean;
  /** Indent of the container's own line. */
  indent: string;
  /** Indent of its members when multi-line. */
  childIndent: string;
  /** What follows a comma between members: a line break + indent, a space, or nothing. */
  afterComma: string;
  /** What sits between a key and its value, e.g. `: ` or `:`. */
  afterColon: string;
}

/**
 * Sets the value at a path of object keys (removes it when `value` is undefined), creating
 * missing objects on the way. Only the bytes of that member change: the new text takes the
 * layout of its neighbours (one a line with their indent and line ending, or inline for a
 * compact file); nothing else is reformatted. AppFailure('invalid-request') when a step of the
 * path is not an object.
 */
export function setJsonValue(doc: JsonDocument, path: Path, value: unknown): string {
  return setWithRaw(doc, path, value, null);
}

/**
 * Inserts a value whose JSON holds `raw` verbatim: `build(placeholder)` returns the value with a
 * placeholder string where `raw` goes. With `isArrayInsertion` the last path step is an array
 * index (-1 appends); otherwise it is an object key. Missing containers are created.
 */
export function insertWithRaw(
  doc: JsonDocument,
  path: Path,
  build: (placeholder: string) => unknown,
  raw: string,
  isArrayInsertion: boolean,
): string {
  const placeholder = `__hookyard_placeholder_${Math.random().toString(36).slice(2)}__`;
  const swap = { placeholder: JSON.stringify(placeholder), raw };
  if (!isArrayInsertion) return setWithRaw(doc, path, build(placeholder), swap);
  const arrayPath = path.slice(0, -1);
  const array = nodeAt(doc.root, arrayPath);
  if (!array) return setWithRaw(doc, arrayPath, [build(placeholder)], swap);
  if (array.type !== 'array') throw notContainer(arrayPath);
  const index = path.at(-1) as number;
  const layout = layoutOf(doc, array);
  return swapIn(
    insertMember(doc, array, index, formatValue(doc, build(placeholder), layout)),
    swap,
  );
}

/** Inserts a new value (an array element with `isArrayInsertion`, else an object member). */
export function insertJsonValue(
  doc: JsonDocument,
  path: Path,
  value: unknown,
  isArrayInsertion: boolean,
): string {
  return insertWithRaw(doc, path, () => value, '', isArrayInsertion);
}

function setWithRaw(
  doc: JsonDocument,
  path: Path,
  value: unknown,
  swap: { placeholder: string; raw: string } | null,
): string {
  const key = path.at(-1);
  const parentPath = path.slice(0, -1);
  const parent = nodeAt(doc.root, parentPath);
  if (!parent) {
    if (value === undefined) return doc.text;
    return setWithRaw(doc, parentPath, { [String(key)]: value }, swap);
  }
  if (parent.type !== 'object' || typeof key !== 'string') throw notContainer(parentPath);
  const property = lastProperty(parent, key);
  if (value === undefined) {
    if (!property) return doc.text;
    const span = elementSpan(parent, (parent.children ?? []).indexOf(property));
    return doc.text.slice(0, span.start) + doc.text.slice(span.end);
  }
  const layout = layoutOf(doc, parent);
  const valueNode = property?.children?.[1];
  if (valueNode) {
    const valueText = formatValue(doc, value, {
      ...layout,
      childIndent: lineIndent(doc.text, property.offset),
    });
    return swapIn(
      doc.text.slice(0, valueNode.offset) + valueText + doc.text.slice(endOf(valueNode)),
      swap,
    );
  }
  const member = `${JSON.stringify(key)}${layout.afterColon}${formatValue(doc, value, layout)}`;
  return swapIn(insertMember(doc, parent, -1, member), swap);
}

function insertMember(doc: JsonDocument, container: Node, index: number, member: string): string {
  const { text } = doc;
  const children = container.children ?? [];
  const layout = layoutOf(doc, container);
  if (children.length === 0) {
    const inner = layout.multiline
      ? `${doc.formatting.eol}${layout.childIndent}${member}${doc.formatting.eol}${layout.indent}`
      : member;
    return text.slice(0, container.offset + 1) + inner + text.slice(endOf(container) - 1);
  }
  const before = index >= 0 ? children[index] : undefined;
  if (before) {
    return (
      text.slice(0, before.offset) + member + ',' + layout.afterComma + text.slice(before.offset)
    );
  }
  const last = endOf(children.at(-1) as Node);
  return text.slice(0, last) + ',' + layout.afterComma + member + text.slice(last);
}

function layoutOf(doc: JsonDocument, container: Node): Layout {
  const { text } = doc;
  const children = container.children ?? [];
  const indent = lineIndent(text, container.offset);
  const first = children[0];
  const multiline = first
    ? text.slice(container.offset + 1, first.offset).includes('\n')
    : text.includes('\n');
  const childIndent = first && multiline ? lineIndent(text, first.offset) : indent + unitOf(doc);
  const second = children[1];
  const gap = first && second ? text.slice(endOf(first), second.offset) : null;
  const afterComma =
    gap !== null
      ? gap.slice(gap.indexOf(',') + 1)
      : multiline
        ? doc.formatting.eol + childIndent
        : '';
  return { multiline, indent, childIndent, afterComma, afterColon: colonOf(doc, container) };
}

function colonOf(doc: JsonDocument, container: Node): string {
  const property =
    (container.type === 'object' ? container.children?.[0] : undefined) ?? doc.root.children?.[0];
  const [key, value] = property?.children ?? [];
  if (!key || !value) return doc.text.includes('\n') ? ': ' : ':';
  return doc.text.slice(endOf(key), value.offset);
}

function formatValue(doc: JsonDocument, value: unknown, layout: Layout): string {
  if (!layout.multiline) return JSON.stringify(value);
  return JSON.stringify(value, null, unitOf(doc))
    .split('\n')
    .join(doc.formatting.eol + layout.childIndent);
}

function unitOf(doc: JsonDocument): string {
  const { insertSpaces, tabSize } = doc.formatting;
  return insertSpaces ? ' '.repeat(tabSize ?? 2) : '\t';
}

function lineIndent(text: string, offset: number): string {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(start, offset))?.[0] ?? '';
}

function swapIn(text: string, swap: { placeholder: string; raw: string } | null): string {
  const at = swap ? text.indexOf(swap.placeholder) : -1;
  if (!swap || at < 0) return text;
  return text.slice(0, at) + swap.raw + text.slice(at + swap.placeholder.length);
}

function notContainer(path: Path): AppFailure {
  return path.length === 0
    ? new AppFailure('invalid-request', 'failure.json-shape-at-root')
    : new AppFailure('invalid-request', 'failure.json-shape-at-path', { path: path.join('.') });
}
