import { describe, expect, it } from 'vitest';

import { formatSegments, segmentsToText } from '../../../../shared/i18n/message-format';

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
});
