import { getNodeValue, type Node, type ParseError, parseTree } from 'jsonc-parser';

import type { TreeAccess } from './hook-tree';
import { locateJsonSyntaxError, type JsonSyntaxError } from '../json-syntax-error';
import { lineIndex } from '../line-index';

/** The longest `raw` text kept for one definition. */
export const RAW_CAP = 4096;

export interface ParsedJson {
  /** The tolerant parse: still there for a file with errors, so its hooks can be shown. */
  root: Node | undefined;
  /** The first error strict JSON would stop at (comments and trailing commas included). */
  error: JsonSyntaxError | null;
  access: TreeAccess<Node | undefined>;
}

/**
 * Parses text as strict JSON while keeping a tolerant tree with offsets. Claude Code 2.1.328
 * skips a settings file with JSON comments ("fails to parse (invalid JSON, JSON comments, …)",
 * in its settings-error schema), so comments and trailing commas are errors here. Never throws.
 */
export function parseJson(text: string): ParsedJson {
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false });
  const positionAt = lineIndex(text);
  const first = errors[0];
  const error = first ? locateJsonSyntaxError(text, first, positionAt) : null;
  const access: TreeAccess<Node | undefined> = {
    kind: (node) =>
      node?.type === 'object' ? 'object' : node?.type === 'array' ? 'array' : 'scalar',
    entries: (node) => {
      const pairs = new Map<string, Node | undefined>();
      for (const property of node?.children ?? []) {
        const key = property.children?.[0]?.value;
        if (typeof key !== 'string') continue;
        pairs.delete(key);
        pairs.set(key, property.children?.[1]);
      }
      return [...pairs];
    },
    items: (node) => node?.children ?? [],
    value: (node) => (node ? getNodeValue(node) : undefined),
    raw: (node) =>
      node ? text.slice(node.offset, node.offset + Math.min(node.length, RAW_CAP)) : '',
    position: (node) => (node ? positionAt(node.offset) : null),
  };
  return { root, error, access };
}
