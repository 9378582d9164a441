import { describe, expect, test } from 'vitest';

import { EN_MESSAGES } from '../../renderer/i18n/catalogue-en';
import { ZH_CN_MESSAGES } from '../../renderer/i18n/catalogue-zh-cn';
import {
  formatSegments,
  messageArguments,
  type MessageParams,
} from '../../shared/i18n/message-format';
import { figure, median, report } from './bench-report';

// What a screen pays to word its text: every message of both catalogues formatted once, with
// intl-messageformat (parsed and compiled once per message, then cached). The baseline, measured
// in the same run, is a bare `{param}` substitution (what the hand-written formatter did for
// messages without plurals): the ratio is what ICU costs over the least any formatter can do.
const RUNS = 7;

const catalogue = [
  ...Object.values(EN_MESSAGES).map((message) => ({ message, locale: 'en' })),
  ...Object.values(ZH_CN_MESSAGES).map((message) => ({ message, locale: 'zh-CN' })),
];
const withParams = catalogue.map(({ message, locale }) => ({
  message,
  locale,
  params: Object.fromEntries(messageArguments(message).map((name) => [name, 3])) as MessageParams,
}));

const substitute = (message: string, params: MessageParams): string =>
  message.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );

function time(run: () => void): number {
  const times: number[] = [];
  for (let index = 0; index < RUNS; index++) {
    const start = performance.now();
    run();
    times.push(performance.now() - start);
  }
  return median(times);
}

describe('message formatting', () => {
  test('every message of both catalogues, formatted', () => {
    expect(withParams.length).toBeGreaterThan(2000);
    const first = performance.now();
    withParams.forEach(({ message, locale, params }) =>
      formatSegments(message, params, { locale }),
    );
    figure('i18n first format of every message (parse + compile)', performance.now() - first, 'ms');
    const icu = time(() =>
      withParams.forEach(({ message, locale, params }) =>
        formatSegments(message, params, { locale }),
      ),
    );
    const baseline = time(() =>
      withParams.forEach(({ message, params }) => substitute(message, params)),
    );
    report(`i18n format ${withParams.length} messages (cached)`, icu, baseline, 'ms');
  });
});
