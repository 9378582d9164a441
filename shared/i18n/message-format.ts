import {
  isArgumentElement,
  isDateElement,
  isNumberElement,
  isPluralElement,
  isSelectElement,
  isTimeElement,
  parse,
  type MessageFormatElement,
} from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';

/*
 * Every catalogue message (service-coded texts, screens' words, native texts) is ICU MessageFormat,
 * formatted here for the CLI (English), the Electron shell and the renderer alike. FormatJS
 * (intl-messageformat) rather than i18next: ICU plurals (`{n, plural, one {…} other {…}}`, with
 * CLDR rules for en and zh-CN) are its native syntax, where i18next needs suffixed keys or the
 * i18next-icu plugin, which wraps intl-messageformat anyway. Its cost: about 34 KB minified (10 KB
 * gzip) in the renderer and the CLI; key types come from our own `as const` catalogues either way.
 * Each message is parsed and compiled once per locale and cached; test/perf/message-format.bench.ts
 * measures formatting against a bare placeholder substitution.
 */

/** One run of message text; `code` runs are agent terms shown in code style. */
export interface Segment {
  text: string;
  code: boolean;
}

export type MessageParams = Record<string, string | number>;

/** Params that may also be ready-made segments (a list whose items are partly agent terms). */
export type RichParams = Record<string, string | number | readonly Segment[]>;

export interface FormatOptions {
  /** The locale whose plural rules apply. */
  locale: string;
  /** Params shown in code style wherever they appear (event names, file names). */
  codeParams?: ReadonlySet<string>;
  /** Formats number params (counts) for the locale; without it numbers are shown as sent. */
  numbers?: Intl.NumberFormat;
}

// A simple `{name}` argument is renamed so its value can be a segment (kept apart from the plain
// value a plural or select of the same name needs).
const SEGMENT_ARG = '\u0000segment:';

/**
 * Parses an ICU message. `<` is plain text (no rich-text tags: code style is written in backticks,
 * which read naturally in the catalogues). Throws a SyntaxError on a malformed message.
 */
export function parseMessage(message: string): MessageFormatElement[] {
  return parse(message, { ignoreTag: true });
}

/** The names of every argument a message uses, sorted (placeholders, plurals, selects). */
export function messageArguments(message: string): string[] {
  const names = new Set<string>();
  const walk = (elements: readonly MessageFormatElement[]): void => {
    for (const element of elements) {
      if (
        isArgumentElement(element) ||
        isNumberElement(element) ||
        isDateElement(element) ||
        isTimeElement(element)
      ) {
        names.add(element.value);
      } else if (isPluralElement(element) || isSelectElement(element)) {
        names.add(element.value);
        Object.values(element.options).forEach((option) => walk(option.value));
      }
    }
  };
  walk(parseMessage(message));
  return [...names].sort();
}

function renameSimpleArguments(elements: MessageFormatElement[]): MessageFormatElement[] {
  return elements.map((element) => {
    if (isArgumentElement(element)) return { ...element, value: SEGMENT_ARG + element.value };
    if (isPluralElement(element) || isSelectElement(element)) {
      const options = Object.fromEntries(
        Object.entries(element.options).map(([key, option]) => [
          key,
          { ...option, value: renameSimpleArguments(option.value) },
        ]),
      );
      return { ...element, options } as MessageFormatElement;
    }
    return element;
  });
}

interface Compiled {
  /** Null for a literal message: no argument, plural or escape, so its text is its output. */
  format: IntlMessageFormat | null;
  names: string[];
}

/**
 * Text ICU reads as plain: without braces (arguments, plurals, selects) or apostrophes (its
 * escape), a message formats to itself. Most labels are such; parsing and compiling each of them
 * the first time it is shown cost about a millisecond apiece, tens of them on a screen's first view.
 */
const LITERAL: Compiled = { format: null, names: [] };
const NEEDS_ICU = /[{}']/;

const compiled = new Map<string, Compiled | null>();

function compile(message: string, locale: string): Compiled | null {
  if (!NEEDS_ICU.test(message)) return LITERAL;
  const cacheKey = `${locale}\u0000${message}`;
  let entry = compiled.get(cacheKey);
  if (entry === undefined) {
    try {
      const format = new IntlMessageFormat(renameSimpleArguments(parseMessage(message)), locale);
      entry = { format, names: messageArguments(message) };
    } catch {
      entry = null; // a malformed message is shown as written (a test parses every one)
    }
    compiled.set(cacheKey, entry);
  }
  return entry;
}

function valuesFor(names: readonly string[], params: RichParams, options: FormatOptions) {
  const values: Record<string, unknown> = {};
  for (const name of names) {
    const value = params[name];
    const code = options.codeParams?.has(name) ?? false;
    if (value === undefined) {
      // A missing param stays visible as written rather than silently blank.
      values[SEGMENT_ARG + name] = [{ text: `{${name}}`, code: false }];
      continue;
    }
    values[name] = value;
    values[SEGMENT_ARG + name] =
      typeof value === 'object'
        ? value.map((segment) => ({ text: segment.text, code: code || segment.code }))
        : [
            {
              text:
                typeof value === 'number' && options.numbers
                  ? options.numbers.format(value)
                  : String(value),
              code,
            },
          ];
  }
  return values;
}

/**
 * Formats an ICU message into segments: plurals and selects by the locale's rules, then
 * `` `code` `` runs of the message's own text marked as code (a param's text never opens one),
 * then params, which are code inside a code run or when named in `codeParams`. Adjacent runs of
 * the same kind are merged. A malformed message comes back as written.
 */
export function formatSegments(
  message: string,
  params: RichParams,
  options: FormatOptions,
): Segment[] {
  const entry = compile(message, options.locale);
  if (!entry) return [{ text: message, code: false }];
  const parts = entry.format
    ? entry.format.formatToParts<Segment[]>(valuesFor(entry.names, params, options) as never)
    : [{ type: 0 as const, value: message }];
  const out: Segment[] = [];
  let inCode = false;
  for (const part of parts) {
    if (part.type === 0) {
      part.value.split('`').forEach((text, index) => {
        if (index > 0) inCode = !inCode;
        out.push({ text, code: inCode });
      });
    } else {
      out.push(
        ...part.value.map((segment) => ({ text: segment.text, code: inCode || segment.code })),
      );
    }
  }
  return out.reduce<Segment[]>((merged, segment) => {
    const previous = merged.at(-1);
    if (previous && previous.code === segment.code) previous.text += segment.text;
    else if (segment.text) merged.push({ ...segment });
    return merged;
  }, []);
}

/** The plain text of a formatted message, for titles, aria-labels and other attributes. */
export function segmentsToText(segments: readonly Segment[]): string {
  return segments.map((segment) => segment.text).join('');
}

/**
 * An English (or any locale's) message as plain text for the CLI, the logs and the native parts:
 * ICU plurals resolved, params as sent, backticks kept as written (a terminal has no code style).
 */
export function formatText(message: string, params: MessageParams, locale = 'en'): string {
  const entry = compile(message, locale);
  if (!entry?.format) return message;
  return entry.format
    .formatToParts<Segment[]>(valuesFor(entry.names, params, { locale }) as never)
    .map((part) => (part.type === 0 ? part.value : segmentsToText(part.value)))
    .join('');
}
