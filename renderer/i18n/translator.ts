import type { CodedText } from '../../shared/i18n/coded-text';
import {
  formatSegments,
  segmentsToText,
  type MessageParams,
  type RichParams,
  type Segment,
} from '../../shared/i18n/message-format';
import type { VerdictPhrase } from '../../shared/i18n/verdict-text';
import { WORD_PARAMS } from '../../shared/inventory/reason-text';
import type { AppError } from '../../shared/result';
import { EN_MESSAGES, type MessageKey } from './catalogue-en';
import { ZH_CN_MESSAGES } from './catalogue-zh-cn';
import type { Locale } from './locales';

const CATALOGUES: Record<Locale, Record<MessageKey, string>> = {
  en: EN_MESSAGES,
  'zh-CN': ZH_CN_MESSAGES,
};

/**
 * Params of service-made text (reasons, notes, verdicts, skips, failures) that are prose: a
 * parser's message, a hook's own reason, a runtime's name, a number. Every other param is an agent
 * term or a path (event, file, matcher, interpreter…) and is shown in code style.
 */
const PROSE_PARAMS = new Set([
  'message',
  'runtime',
  'status',
  'line',
  'column',
  'count',
  'kind',
  'reason',
  'context',
  'failure',
  'workspace',
  'max',
  'size',
]);

/** Marks a string as a message key so the catalogue test sees keys looked up indirectly. */
export const msg = (key: MessageKey): MessageKey => key;

export interface Translator {
  locale: Locale;
  /** The message as plain text; missing in this locale → English → the key itself. */
  t(key: MessageKey, params?: MessageParams): string;
  /** The message as segments; a param given as segments keeps their code marks. */
  rich(key: MessageKey, params: RichParams): Segment[];
  /** "a, b and c" in this language's way; each item keeps its code mark. */
  formatList(items: readonly Segment[]): Segment[];
  /**
   * A service's coded text (a hook's reason or note, a skip, a consent reason, a change, a run
   * note…) in this language, as segments with agent terms marked as code.
   */
  coded(text: CodedText): Segment[];
  /** A runner verdict's phrases, joined the way this language joins clauses. */
  verdict(phrases: readonly VerdictPhrase[]): Segment[];
  /** What went wrong in a failed request: its message code in this language, else as sent. */
  failure(error: AppError): Segment[];
  formatNumber(value: number): string;
  formatDateTime(iso: string): string;
  formatTime(iso: string): string;
  /** A duration in seconds, e.g. "30 seconds" / "30秒". */
  formatSeconds(seconds: number): string;
}

const formatIso = (format: Intl.DateTimeFormat, iso: string): string => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : format.format(date);
};

/** Builds the translator for one locale; cheap enough to rebuild when the language changes. */
export function createTranslator(locale: Locale): Translator {
  const catalogue = CATALOGUES[locale];
  const numbers = new Intl.NumberFormat(locale);
  const dates = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'medium' });
  const times = new Intl.DateTimeFormat(locale, { timeStyle: 'short' });
  const lists = new Intl.ListFormat(locale, { type: 'conjunction' });
  const seconds = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'second',
    unitDisplay: 'long',
  });

  const template = (key: MessageKey): string => catalogue[key] ?? key;
  // Reason and note params are agent data: shown as sent, agent terms in code style.
  // Params that carry a code (a status, an agent id) are put into this locale's words first.
  const wordParams = (params: MessageParams): MessageParams =>
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => {
        const table = WORD_PARAMS[name as keyof typeof WORD_PARAMS];
        return [name, table ? template(`${table}.${value}` as MessageKey) : value];
      }),
    );
  const coded = ({ key, params }: CodedText) =>
    formatSegments(template(key), wordParams(params), {
      locale,
      codeParams: new Set(Object.keys(params).filter((name) => !PROSE_PARAMS.has(name))),
    });

  return {
    locale,
    t: (key, params = {}) =>
      segmentsToText(formatSegments(template(key), params, { locale, numbers })),
    rich: (key, params) => formatSegments(template(key), params, { locale, numbers }),
    formatList: (items) => {
      let element = 0;
      return lists
        .formatToParts(items.map((item) => item.text))
        .map((part) =>
          part.type === 'element'
            ? { text: part.value, code: items[element++]?.code ?? false }
            : { text: part.value, code: false },
        );
    },
    coded,
    verdict: (phrases) => {
      const separator = { text: template('text.clauseSeparator'), code: false };
      return phrases.flatMap((phrase, index) => [
        ...(index > 0 ? [separator] : []),
        ...coded(phrase),
      ]);
    },
    failure: (error) => (error.text ? coded(error.text) : [{ text: error.message, code: false }]),
    formatNumber: (value) => numbers.format(value),
    formatDateTime: (iso) => formatIso(dates, iso),
    formatTime: (iso) => formatIso(times, iso),
    formatSeconds: (value) => seconds.format(value),
  };
}
