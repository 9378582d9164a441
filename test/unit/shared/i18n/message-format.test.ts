import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';

import {
  formatSegments,
  formatText,
  parseMessage,
  segmentsToText,
} from '../../../../shared/i18n/message-format';
import { EN_MESSAGES } from '../../../../renderer/i18n/catalogue-en';
import { ZH_CN_MESSAGES } from '../../../../renderer/i18n/catalogue-zh-cn';

describe('formatSegments', () => {
  it('picks the plural form for the locale and formats the number', () => {
    const template = '{count, plural, one {# hook} other {# hooks}}';
    expect(segmentsToText(formatSegments(template, { count: 1 }, { locale: 'en' }))).toBe('1 hook');
    expect(segmentsToText(formatSegments(template, { count: 10000 }, { locale: 'en' }))).toBe(
      '10,000 hooks',
    );
  });

  it('marks backtick runs and agent-term params as code, and nothing else', () => {
    const segments = formatSegments(
      'Off: `disableAllHooks` is true in {file} ({message}).',
      { file: 'settings.json', message: 'oops' },
      { locale: 'en', codeParams: new Set(['file']) },
    );
    expect(segments).toEqual([
      { text: 'Off: ', code: false },
      { text: 'disableAllHooks', code: true },
      { text: ' is true in ', code: false },
      { text: 'settings.json', code: true },
      { text: ' (oops).', code: false },
    ]);
  });

  it('leaves a placeholder without a param visible', () => {
    expect(segmentsToText(formatSegments('Runs on {event}.', {}, { locale: 'en' }))).toBe(
      'Runs on {event}.',
    );
  });

  it('formats number params only when asked to', () => {
    const numbers = new Intl.NumberFormat('en');
    expect(
      segmentsToText(formatSegments('{n} files', { n: 12345 }, { locale: 'en', numbers })),
    ).toBe('12,345 files');
    expect(segmentsToText(formatSegments('line {n}', { n: 12345 }, { locale: 'en' }))).toBe(
      'line 12345',
    );
  });

  it('formats a message without braces or apostrophes as ICU does, without compiling it', () => {
    // Literal messages skip ICU: each must still come out as ICU formats it, backticks included.
    const icuText = (message: string, locale: string) =>
      new IntlMessageFormat(parseMessage(message), locale).format({}) as string;
    const literals = [
      ...Object.values(EN_MESSAGES).map((message) => ['en', message] as const),
      ...Object.values(ZH_CN_MESSAGES).map((message) => ['zh-CN', message] as const),
      ['en', 'Run `npm test` #1 <b>now</b>: 100% of `a`b'] as const,
    ].filter(([, message]) => !/[{}']/.test(message));
    expect(literals.length).toBeGreaterThan(500);
    for (const [locale, message] of literals) {
      const expected = icuText(message, locale);
      expect(segmentsToText(formatSegments(message, {}, { locale })).replaceAll('`', '')).toBe(
        expected.replaceAll('`', ''),
      );
      expect(formatText(message, {}, locale)).toBe(expected);
    }
    // An apostrophe is ICU's escape: such a message still goes through ICU.
    expect(formatText("It''s # here", {}, 'en')).toBe("It's # here");
    expect(formatSegments('Run `npm test` now', { unused: 1 }, { locale: 'en' })).toEqual([
      { text: 'Run ', code: false },
      { text: 'npm test', code: true },
      { text: ' now', code: false },
    ]);
  });
});
