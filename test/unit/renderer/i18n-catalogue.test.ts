import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { NOTE_TEXT_EN, REASON_TEXT_EN } from '../../../shared/inventory/reason-text';
import { EN_MESSAGES, UI_MESSAGES_EN } from '../../../renderer/i18n/catalogue-en';
import { ZH_CN_MESSAGES } from '../../../renderer/i18n/catalogue-zh-cn';
import { missingKeys, readSources, scanKeys, unusedKeys } from './i18n/catalogue-audit';

const RENDERER = path.resolve(__dirname, '../../../renderer');

const agentKeys = [
  ...Object.keys(REASON_TEXT_EN).map((code) => `reason.${code}`),
  ...Object.keys(NOTE_TEXT_EN).map((code) => `note.${code}`),
];
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)[},]/g)].map((match) => match[1]).sort();

describe('i18n catalogues', () => {
  const { keys: used, dynamic } = scanKeys(readSources(RENDERER));
  const catalogues = {
    en: EN_MESSAGES as Record<string, string>,
    'zh-CN': ZH_CN_MESSAGES as Record<string, string>,
  };

  it('finds the lookups it checks (the scan is not silently empty)', () => {
    expect(used.size).toBeGreaterThan(50);
    expect(used).toContain('filters.clear');
  });

  it('looks up only literal keys, so that the scan sees every one', () => {
    expect(dynamic).toEqual([]);
  });

  for (const [locale, catalogue] of Object.entries(catalogues)) {
    it(`${locale} has every key the renderer uses`, () => {
      expect(missingKeys(used, catalogue)).toEqual([]);
    });

    it(`${locale} has no key the renderer does not use`, () => {
      expect(unusedKeys(catalogue, used, agentKeys)).toEqual([]);
    });
  }

  it('en carries every reason and note of shared, word for word', () => {
    for (const [code, text] of Object.entries(REASON_TEXT_EN))
      expect(EN_MESSAGES).toHaveProperty([`reason.${code}`], text);
    for (const [code, text] of Object.entries(NOTE_TEXT_EN))
      expect(EN_MESSAGES).toHaveProperty([`note.${code}`], text);
  });

  it('zh-CN translates every reason and note code', () => {
    expect(agentKeys.filter((key) => !(key in ZH_CN_MESSAGES))).toEqual([]);
  });

  it('zh-CN keeps the placeholders of each English message', () => {
    const mismatched = Object.entries(ZH_CN_MESSAGES)
      .filter(([key, text]) => {
        const english = (EN_MESSAGES as Record<string, string>)[key] ?? '';
        return JSON.stringify(placeholders(text ?? '')) !== JSON.stringify(placeholders(english));
      })
      .map(([key]) => key);
    expect(mismatched).toEqual([]);
  });

  it('closes every code-style run it opens', () => {
    const unbalanced = Object.entries(catalogues).flatMap(([locale, catalogue]) =>
      Object.entries(catalogue)
        .filter(([, text]) => (text.match(/`/g) ?? []).length % 2 === 1)
        .map(([key]) => `${locale}: ${key}`),
    );
    expect(unbalanced).toEqual([]);
  });

  it('reports a key the code uses but a catalogue lacks, and one nobody uses', () => {
    const sources = [
      { file: 'a.tsx', text: "<p>{t('list.title')}</p>; const k = msg('status.on');" },
      {
        file: 'b.ts',
        text: "t(`status.${code}`); format('not.a.lookup'); rich('list.found', {});",
      },
    ];
    const scan = scanKeys(sources);
    const catalogue = { 'list.title': 'Title', 'list.found': 'Found', 'status.off': 'Off' };
    expect([...scan.keys].sort()).toEqual(['list.found', 'list.title', 'status.on']);
    expect(scan.dynamic).toEqual(['b.ts: status.${code}']);
    expect(missingKeys(scan.keys, catalogue)).toEqual(['status.on']);
    expect(unusedKeys(catalogue, scan.keys)).toEqual(['status.off']);
    expect(unusedKeys(catalogue, scan.keys, ['status.off'])).toEqual([]);
  });

  it('keeps UI text apart from agent text', () => {
    expect(Object.keys(UI_MESSAGES_EN).filter((key) => /^(reason|note)\./.test(key))).toEqual([]);
  });
});
