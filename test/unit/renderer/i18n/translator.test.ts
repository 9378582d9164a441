import { describe, expect, it } from 'vitest';
import type { Reason } from '../../../../shared/schemas/hook';

import { detectLocale } from '../../../../renderer/i18n/locales';
import { createTranslator } from '../../../../renderer/i18n/translator';

describe('translator', () => {
  it('renders a reason with its agent terms in code and prose params as text', () => {
    const { coded } = createTranslator('en');
    const reason = (item: Reason) => coded(item);
    const segments = reason({
      key: 'reason.settings-invalid-json',
      params: { file: '~/.claude/settings.json', message: 'Expected comma', line: 4, column: 3 },
    });
    expect(segments.filter((segment) => segment.code).map((segment) => segment.text)).toEqual([
      '~/.claude/settings.json',
    ]);
    expect(segments.map((segment) => segment.text).join('')).toContain('at line 4, column 3');
  });

  it('translates reasons to Chinese while keeping event names verbatim', () => {
    const { coded, t } = createTranslator('zh-CN');
    const text = coded({
      key: 'reason.cline-event-not-in-vscode',
      params: { event: 'TaskCancel' },
    })
      .map((segment) => segment.text)
      .join('');
    expect(text).toBe('Cline VS Code 扩展不运行 TaskCancel hook。');
    expect(t('filters.clear')).toBe('清除筛选');
  });

  it('formats durations and numbers per locale', () => {
    expect(createTranslator('en').formatSeconds(30)).toBe('30 seconds');
    expect(createTranslator('en').formatNumber(10000)).toBe('10,000');
    expect(createTranslator('zh-CN').formatSeconds(30)).toMatch(/^30\s?秒/);
  });
});

describe('lists and rich messages', () => {
  it('joins a list the way each language does, keeping agent terms in code', () => {
    const items = [
      { text: '~/.claude.json', code: true },
      { text: 'Cline sessions', code: false },
      { text: 'x', code: false },
    ];
    const en = createTranslator('en').formatList(items);
    expect(en.map((part) => part.text).join('')).toBe('~/.claude.json, Cline sessions, and x');
    expect(en.filter((part) => part.code).map((part) => part.text)).toEqual(['~/.claude.json']);
    const zh = createTranslator('zh-CN').formatList(items);
    expect(zh.map((part) => part.text).join('')).toBe('~/.claude.json、Cline sessions和x');
  });

  it('fills a param given as segments into a translated message', () => {
    const { rich, formatList } = createTranslator('zh-CN');
    const segments = rich('detected.foundIn', {
      sources: formatList([{ text: '~/.claude.json', code: true }]),
    });
    expect(segments).toEqual([
      { text: '来源：', code: false },
      { text: '~/.claude.json', code: true },
    ]);
  });
});

describe('detectLocale', () => {
  it('prefers the stored choice, then the browser languages, then English', () => {
    expect(detectLocale('zh-CN', ['en-US'])).toBe('zh-CN');
    expect(detectLocale(null, ['fr-FR', 'zh-TW', 'en'])).toBe('zh-CN');
    expect(detectLocale('klingon', ['de-DE'])).toBe('en');
    expect(detectLocale(null, ['en-GB'])).toBe('en');
  });
});
