import {
  type FormattingOptions,
  type Node,
  type ParseError,
  type ParseOptions,
  parseTree,
  printParseErrorCode,
} from 'jsonc-parser';

import type { FailureKey } from '../../../shared/i18n/failure-text';
import { AppFailure } from '../../../shared/result';
import { repeatedKeyPath } from './json-repeated-keys';

/**
 * How an agent reads its settings file: `strict` JSON (Claude Code ignores a file with a comment
 * or a trailing comma; Codex's hooks.json is read by serde_json), or JSON with `comments` (Gemini
 * CLI strips comments with strip-json-comments before JSON.parse, checked in the 0.61 bundle's
 * loadSettings; a trailing comma still fails there).
 */
export type JsonDialect = 'strict' | 'comments';

/** jsonc-parser's options for reading a file as an agent of each dialect reads it. */
export const JSON_PARSE_OPTIONS: Readonly<Record<JsonDialect, ParseOptions>> = {
  strict: { disallowComments: true, allowTrailingComma: false },
  comments: { disallowComments: false, allowTrailingComma: false },
};

/** A settings document with its tree (offsets into `text`) and the file's own formatting. */
export interface JsonDocument {
  text: string;
  root: Node;
  formatting: FormattingOptions;
  dialect: JsonDialect;
}

const INVALID_KEY: Record<JsonDialect, FailureKey> = {
  strict: 'failure.settings-invalid-json',
  comments: 'failure.settings-invalid-jsonc',
};

/**
 * Parses a settings file for editing. Trailing commas, a byte-order mark or any other departure
 * from what the agent reads (`dialect`: comments only where the agent strips them) are refused
 * (AppFailure 'invalid-request'), never "fixed": the agent ignores such a file, and rewriting it
 * would silently change what the user wrote. Comments a `comments` file holds are kept by every
 * edit (jsonc-parser splices). An empty (or blank) file reads as `{}` with its blank text kept.
 */
export function parseJsonDocument(
  text: string,
  file: string,
  dialect: JsonDialect = 'strict',
): JsonDocument {
  // A blank file is Claude Code's "no settings": edit it as an empty object laid out on lines.
  const source = isBlankText(text) ? '{\n}\n' : text;
  const errors: ParseError[] = [];
  const root = parseTree(source, errors, JSON_PARSE_OPTIONS[dialect]);
  if (errors.length > 0 || root === undefined || source.charCodeAt(0) === 0xfeff) {
    throw new AppFailure('invalid-request', INVALID_KEY[dialect], { file });
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
  return { text: source, root, formatting: detectFormatting(text), dialect };
}

/** The document of `text`, an edit of `doc`'s file, read as that file is read. */
export function reparseJsonDocument(doc: JsonDocument, text: string, file: string): JsonDocument {
  return parseJsonDocument(text, file, doc.dialect);
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

/**
 * Refuses (AppFailure 'internal') text its agent cannot read (`dialect`): the last gate before a
 * write.
 */
export function assertReadableJson(text: string, file: string, dialect: JsonDialect): void {
  const refuse = (message: string) =>
    new AppFailure('internal', 'failure.produced-invalid-json', { file, message });
  if (dialect === 'comments') {
    const errors: ParseError[] = [];
    parseTree(text, errors, JSON_PARSE_OPTIONS.comments);
    const first = errors[0];
    if (first) throw refuse(`${printParseErrorCode(first.error)} at offset ${first.offset}`);
    return;
  }
  try {
    JSON.parse(text);
  } catch (error) {
    throw refuse((error as Error).message);
  }
}
