import fs from 'node:fs';
import path from 'node:path';

import {
  isArgumentElement,
  isNumberElement,
  isPluralElement,
  isPoundElement,
  isSelectElement,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';

import { parseMessage } from '../../../../shared/i18n/message-format';

/** A source file's path (for messages) and text. */
export interface SourceText {
  file: string;
  text: string;
}

const CALL = /\b(?:t|msg|rich)\(\s*(['"`])(.*?)\1/g;
const KEY = /^[\w.-]+$/;
const TEMPLATE_PREFIX = /^([\w.-]+\.)\$\{[^}]+\}$/;
/** A typed template key kept for later (`` `history.outcome.${outcome}` as const ``). */
const TEMPLATE_KEY = /`([\w-]+(?:\.[\w-]+)*\.)\$\{[^}`]+\}` as const/g;

/** Every .ts/.tsx file below a folder, read. */
export function readSources(folder: string): SourceText[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return readSources(full);
    return /\.tsx?$/.test(entry.name)
      ? [{ file: path.relative(folder, full), text: fs.readFileSync(full, 'utf8') }]
      : [];
  });
}

/**
 * The message keys the sources look up: literal `t('…')`, `rich('…')` and `msg('…')` calls, and
 * the namespaces of typed template keys (`` t(`status.${status}`) `` or `` `status.${s}` as const ``
 * → `status.`: the compiler checks each key of those). A call whose key is neither (a variable, a template elsewhere) is
 * returned in `dynamic`, because nothing can see which key it uses.
 */
export function scanKeys(sources: readonly SourceText[]): {
  keys: Set<string>;
  prefixes: Set<string>;
  dynamic: string[];
} {
  const keys = new Set<string>();
  const prefixes = new Set<string>();
  const dynamic: string[] = [];
  for (const { file, text } of sources) {
    for (const match of text.matchAll(TEMPLATE_KEY)) prefixes.add(match[1] ?? '');
    for (const match of text.matchAll(CALL)) {
      const key = match[2] ?? '';
      const prefix = TEMPLATE_PREFIX.exec(key)?.[1];
      if (KEY.test(key)) keys.add(key);
      else if (prefix && match[1] === '`') prefixes.add(prefix);
      else dynamic.push(`${file}: ${key}`);
    }
  }
  return { keys, prefixes, dynamic };
}

/** Keys the code uses that the catalogue lacks. */
export function missingKeys(used: ReadonlySet<string>, catalogue: object): string[] {
  return [...used].filter((key) => !(key in catalogue)).sort();
}

/** Keys of the catalogue that nothing uses (`livePrefixes`: namespaces looked up by template). */
export function unusedKeys(
  catalogue: object,
  used: ReadonlySet<string>,
  livePrefixes: readonly string[] = [],
): string[] {
  return Object.keys(catalogue)
    .filter((key) => !used.has(key) && !livePrefixes.some((prefix) => key.startsWith(prefix)))
    .sort();
}

/** Keys whose message is not valid ICU MessageFormat, with the parser's error. */
export function unparsable(catalogue: Record<string, string>): string[] {
  return Object.entries(catalogue).flatMap(([key, message]) => {
    try {
      parseMessage(message);
      return [];
    } catch (error) {
      return [`${key}: ${(error as Error).message}`];
    }
  });
}

/**
 * Each argument of a message and whether its value is shown: a `{name}`, a number, a select or a
 * plural that prints `#` shows it; a plural that only picks a noun's form (English "hook/hooks")
 * does not, and a language without plural forms may leave it out.
 */
function argumentsOf(message: string): Map<string, boolean> {
  const names = new Map<string, boolean>();
  const note = (name: string, shown: boolean) =>
    names.set(name, (names.get(name) ?? false) || shown);
  const hasPound = (elements: readonly MessageFormatElement[]): boolean =>
    elements.some(
      (element) =>
        isPoundElement(element) ||
        (isSelectElement(element) && Object.values(element.options).some((o) => hasPound(o.value))),
    );
  const walk = (elements: readonly MessageFormatElement[]): void => {
    for (const element of elements) {
      if (isArgumentElement(element) || isNumberElement(element)) note(element.value, true);
      if (isSelectElement(element)) note(element.value, true);
      if (isPluralElement(element)) {
        note(
          element.value,
          Object.values(element.options).some((o) => hasPound(o.value)),
        );
      }
      if (isPluralElement(element) || isSelectElement(element)) {
        Object.values(element.options).forEach((option) => walk(option.value));
      }
    }
  };
  walk(parseMessage(message));
  return names;
}

/**
 * Keys whose translation's arguments differ from English's: one English shows and the
 * translation lacks, or one English does not have at all.
 */
export function placeholderMismatches(
  english: Record<string, string>,
  translation: Record<string, string>,
): string[] {
  return Object.entries(translation)
    .filter(([key, message]) => {
      const source = argumentsOf(english[key] ?? '');
      const target = argumentsOf(message);
      const lacks = [...source].some(([name, shown]) => shown && !target.has(name));
      const adds = [...target.keys()].some((name) => !source.has(name));
      return lacks || adds;
    })
    .map(([key]) => key)
    .sort();
}
