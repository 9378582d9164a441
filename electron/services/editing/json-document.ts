import { type FormattingOptions, type Node, type ParseError, parseTree } from 'jsonc-parser';

import { AppFailure } from '../../../shared/result';
import { repeatedKeyPath } from './json-repeated-keys';

/** A strict-JSON document with its tree (offsets into `text`) and the file's own formatting. */
export interface JsonDocument {
  text: string;
  root: Node;
  formatting: FormattingOptions;
}

/**
 * Parses a settings file for editing. Comments, trailing commas, a byte-order mark or any other
 * departure from strict JSON are refused (AppFailure 'invalid-request'), never "fixed": Claude
 * Code ignores such a file entirely, and rewriting it would silently change what the user wrote.
 * An empty (or blank) file reads as `{}` with its blank text kept.
 */
export function parseJsonDocument(text: string, file: string): JsonDocument {
  // A blank file is Claude Code's "no settings": edit it as an empty object laid out on lines.
  const source = isBlankText(text) ? '{\n}\n' : text;
  const errors: ParseError[] = [];
  const root = parseTree(source, errors, { disallowComments: true, allowTrailingComma: false });
  if (errors.length > 0 || root === undefined || source.charCodeAt(0) === 0xfeff) {
    throw new AppFailure('invalid-request', 'failure.settings-invalid-json', { file });
  }
  if (root.type !== 'object') {
    throw new AppFailure('invalid-request', 'failure.settings-not-object', { file });
  }
  // Claude Code keeps only the last of a repeated key: switching one off would wake the other.
  const repeated = repeatedKeyPath(root);
  if (repeated) {
    throw new AppFailure('invalid-request', 'failure.settings-duplicate-key', {
      file,
      key: repeated.join(' › '),
    });
  }
  return { text: source, root, formatting: detectFormatting(text) };
}

/**
 * Whether a settings text is blank (nothing but whitespace), which Claude Code reads as "no
 * settings". An in-place writer leaves a file blank for a moment too: readSnapshot settles it.
 */
export function isBlankText(text: string): boolean {
  return text.trim() === '';
}

/**
 * The indentation and line ending a file already uses, so inserted text looks like its
 * neighbours: tabs or N spaces (from the first indented line), CRLF or LF (from the first line
 * break). A one-line file gets 2 spaces and LF, like Claude Code's own writes.
 */
export function detectFormatting(text: string): FormattingOptions {
  const firstBreak = text.indexOf('\n');
  const eol = firstBreak > 0 && text[firstBreak - 1] === '\r' ? '\r\n' : '\n';
  const indent = /\n([ \t]+)\S/.exec(text)?.[1] ?? '  ';
  return indent.startsWith('\t')
    ? { insertSpaces: false, tabSize: 1, eol }
    : { insertSpaces: true, tabSize: indent.length, eol };
}

/** The value node at `path`, where an object key resolves to its LAST occurrence (as JSON.parse). */
export function nodeAt(root: Node, path: ReadonlyArray<string | number>): Node | undefined {
  let node: Node | undefined = root;
  for (const segment of path) {
    if (!node) return undefined;
    if (typeof segment === 'number') {
      node = node.type === 'array' ? node.children?.[segment] : undefined;
    } else {
      node = node.type === 'object' ? lastProperty(node, segment)?.children?.[1] : undefined;
    }
  }
  return node;
}

/** The property node (key + value) of `key` in an object node: the last one when repeated. */
export function lastProperty(object: Node, key: string): Node | undefined {
  const properties = object.children ?? [];
  for (let index = properties.length - 1; index >= 0; index -= 1) {
    const property = properties[index];
    if (property?.children?.[0]?.value === key) return property;
  }
  return undefined;
}

/**
 * The text to cut to remove element `index` of an array (or property of an object) so that
 * the rest keeps its bytes: everything between the brackets when it is the only one (`inner`),
 * else from it to the next one (`before-next`), else from the end of the previous one (`after-prev`).
 */
export function elementSpan(
  container: Node,
  index: number,
): { start: number; end: number; mode: 'inner' | 'before-next' | 'after-prev' } {
  const children = container.children ?? [];
  const element = children[index] as Node;
  if (children.length === 1) {
    return { start: container.offset + 1, end: endOf(container) - 1, mode: 'inner' };
  }
  const next = children[index + 1];
  if (next) return { start: element.offset, end: next.offset, mode: 'before-next' };
  return { start: endOf(children[index - 1] as Node), end: endOf(element), mode: 'after-prev' };
}

export function endOf(node: Node): number {
  return node.offset + node.length;
}

export function textOf(text: string, node: Node): string {
  return text.slice(node.offset, endOf(node));
}

/** Refuses (AppFailure 'internal') text that is not strict JSON: the last gate before a write. */
export function assertStrictJson(text: string, file: string): void {
  try {
    JSON.parse(text);
  } catch (error) {
    throw new AppFailure('internal', 'failure.produced-invalid-json', {
      file,
      message: (error as Error).message,
    });
  }
}
