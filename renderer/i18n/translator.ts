import type { ChangeText } from '../../shared/i18n/change-text';
import type { ConsentText } from '../../shared/i18n/consent-text';
import type { RunText } from '../../shared/i18n/run-text';
import type { SkipReason } from '../../shared/i18n/skip-text';
import type { VerdictPhrase } from '../../shared/i18n/verdict-text';
import type { AppError } from '../../shared/result';
import type { Note, Reason } from '../../shared/schemas/hook';
import { EN_MESSAGES, type MessageKey } from './catalogue-en';
import { ZH_CN_MESSAGES } from './catalogue-zh-cn';
import {
  formatSegments,
  segmentsToText,
  type MessageParams,
  type RichParams,
  type Segment,
} from './format-message';
import { FALLBACK_LOCALE, type Locale } from './locales';
import { WORD_PARAMS } from '../../shared/inventory/reason-text';

const CATALOGUES: Record<Locale, Partial<Record<MessageKey, string>>> = {
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
  /** A hook's status reason as segments, agent terms marked as code. */
  reason(reason: Reason): Segment[];
  note(note: Note): Segment[];
  /** A runner verdict's phrases, joined the way this language joins clauses. */
  verdict(phrases: readonly VerdictPhrase[]): Segment[];
  /** Why a hook does not run for a payload. */
  skip(reason: SkipReason): Segment[];
  /** What went wrong in a failed request: its message code in this language, else as sent. */
  failure(error: AppError): Segment[];
  /** Why a replay asks before it runs (replay and regression suites). */
  consent(text: ConsentText): Segment[];
  /** What one plan of a change to the user's files did (the change history). */
  change(text: ChangeText): Segment[];
  /** A hook run's note, output the agent cannot read, or the fix for a hook that did not start. */
  run(text: RunText): Segment[];
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

  const template = (key: MessageKey): string =>
    catalogue[key] ?? CATALOGUES[FALLBACK_LOCALE][key] ?? key;
  // Reason and note params are agent data: shown as sent, agent terms in code style.
  // Params that carry a code (a status, an agent id) are put into this locale's words first.
  const wordParams = (params: MessageParams): MessageParams =>
    Object.fromEntries(
      Object.entries(params).map(([name, value]) => {
        const table = WORD_PARAMS[name as keyof typeof WORD_PARAMS];
        return [name, table ? template(`${table}.${value}` as MessageKey) : value];
      }),
    );
  const agentText = (key: MessageKey, params: MessageParams) =>
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
    reason: ({ code, params }) => agentText(`reason.${code}` as MessageKey, params),
    note: ({ code, params }) => agentText(`note.${code}` as MessageKey, params),
    verdict: (phrases) => {
      const separator = { text: template(msg('text.clauseSeparator')), code: false };
      return phrases.flatMap(({ code, params }, index) => [
        ...(index > 0 ? [separator] : []),
        ...agentText(`verdictPhrase.${code}` as MessageKey, params),
      ]);
    },
    skip: ({ code, params }) => agentText(`skip.${code}` as MessageKey, params),
    failure: (error) =>
      error.messageCode
        ? agentText(`failure.${error.messageCode}` as MessageKey, error.params ?? {})
        : [{ text: error.message, code: false }],
    consent: ({ code, params }) => agentText(`consent.${code}` as MessageKey, params),
    change: ({ code, params }) => agentText(`change.${code}` as MessageKey, params),
    run: ({ code, params }) => agentText(`run.${code}` as MessageKey, params),
    formatNumber: (value) => numbers.format(value),
    formatDateTime: (iso) => formatIso(dates, iso),
    formatTime: (iso) => formatIso(times, iso),
    formatSeconds: (value) => seconds.format(value),
  };
}
