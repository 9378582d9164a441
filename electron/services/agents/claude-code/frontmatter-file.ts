import { type Document, isMap, isScalar, isSeq, parseDocument } from 'yaml';

import { collectHandlers, type TreeAccess } from './hook-tree';
import { RAW_CAP } from './json-tree';
import { lineIndex } from '../line-index';
import { type HooksDocument, MISSING_DOCUMENT, NO_SWITCHES } from './loaded-source';
import { property } from './settings-file';

const FRONTMATTER = /^\uFEFF?---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

export interface FrontmatterHooks {
  /** The frontmatter's `name`, when it is a string. */
  name: string | null;
  document: HooksDocument;
}

/**
 * Reads the `hooks:` key of a skill's or agent's YAML frontmatter, with positions relative to
 * the whole file. Returns null when the file has no frontmatter or no `hooks` key (nothing to
 * list). Broken YAML gives an `invalid` document whose recoverable handlers carry
 * `frontmatter-invalid`. Never throws.
 */
export function analyseFrontmatterText(file: string, text: string): FrontmatterHooks | null {
  try {
    return analyseOrThrow(file, text);
  } catch (error) {
    const message = `it cannot be read (${(error as Error).message})`;
    const reason = { key: 'reason.frontmatter-invalid' as const, params: { file, message } };
    return { name: null, document: { ...MISSING_DOCUMENT, state: 'invalid', reason } };
  }
}

function analyseOrThrow(file: string, text: string): FrontmatterHooks | null {
  const match = FRONTMATTER.exec(text);
  if (!match) return null;
  const yamlText = match[1] ?? '';
  const base = match[0].indexOf('\n') + 1;
  const doc = parseDocument(yamlText, { prettyErrors: false, uniqueKeys: false });
  const access = yamlAccess(doc, yamlText, base, lineIndex(text));
  const root = doc.contents;
  const hooksNode = isMap(root) ? property(access, root, 'hooks') : undefined;
  const firstError = doc.errors[0];
  if (hooksNode === undefined && !firstError) return null;
  const nameValue = isMap(root) ? root.get('name') : undefined;
  const name = typeof nameValue === 'string' ? nameValue : null;
  const collected = hooksNode === undefined ? null : collectHandlers(access, hooksNode);
  const handlers = collected?.handlers ?? [];
  const empty = { reason: null, rowReason: null, handlers, switches: NO_SWITCHES };
  if (firstError) {
    const at = lineIndex(text)(base + (firstError.pos[0] ?? 0));
    const message = `${firstError.message.split('\n')[0]} at line ${at.line}, column ${at.column}`;
    const reason = { key: 'reason.frontmatter-invalid' as const, params: { file, message } };
    return { name, document: { ...empty, state: 'invalid', reason, rowReason: reason } };
  }
  if (collected?.notObject) {
    const reason = { key: 'reason.hooks-not-object' as const, params: { file } };
    return { name, document: { ...empty, state: 'invalid', reason } };
  }
  return { name, document: { ...empty, state: 'ok' } };
}

function yamlAccess(
  doc: Document,
  yamlText: string,
  base: number,
  positionAt: ReturnType<typeof lineIndex>,
): TreeAccess<unknown> {
  const range = (node: unknown) =>
    (node as { range?: [number, number, number] } | null)?.range ?? null;
  return {
    kind: (node) => (isMap(node) ? 'object' : isSeq(node) ? 'array' : 'scalar'),
    entries: (node) => {
      if (!isMap(node)) return [];
      const pairs = new Map<string, unknown>();
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? pair.key.value : pair.key;
        if (typeof key !== 'string' && typeof key !== 'number') continue;
        pairs.delete(String(key));
        pairs.set(String(key), pair.value);
      }
      return [...pairs];
    },
    items: (node) => (isSeq(node) ? node.items : []),
    value: (node) => {
      try {
        return isMap(node) || isSeq(node) || isScalar(node) ? node.toJS(doc) : node;
      } catch {
        return undefined;
      }
    },
    raw: (node) => {
      const at = range(node);
      return at ? yamlText.slice(at[0], Math.min(at[1], at[0] + RAW_CAP)).trimEnd() : '';
    },
    position: (node) => {
      const at = range(node);
      return at ? positionAt(base + at[0]) : null;
    },
  };
}
