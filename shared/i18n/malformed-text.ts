import { codedTextSchema, textEn, type CodedText } from './coded-text';
import type { ServiceKey } from './service-messages';

/**
 * Why an import skipped a line of an agent's log or a recorder event (History lists the first
 * ones, as does `hookyard audit import`), in English, keyed by code (message keys
 * `malformed.<code>`; zh-CN in shared/i18n/zh-cn/malformed-text.ts). Params: `field` is the JSON
 * field a line lacks (code style); `message` the JSON parser's or the entry check's own words,
 * shown as sent; `size` the longest line read, in bytes.
 */
export const MALFORMED_TEXT_EN = {
  'line-too-long': 'line longer than {size} bytes',
  'not-json': 'not JSON ({message})',
  'not-an-object': 'not a JSON object',
  'missing-field': 'no {field} field',
  'invalid-time': 'no valid time in {field}',
  'not-a-recorder-event': 'not a recorder event',
  'recorder-header-cut': 'the event header is cut short',
  'entry-rejected': 'entry rejected: {message}',
} as const;

export type MalformedCode = keyof typeof MALFORMED_TEXT_EN;

export const MalformedTextSchema = codedTextSchema('malformed', MALFORMED_TEXT_EN);

export type MalformedText = CodedText<ServiceKey<'malformed'>>;

/** The reason in English (the CLI). */
export const malformedTextEn = (text: MalformedText): string => textEn(MALFORMED_TEXT_EN, text);
