import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { NOTE_TEXT_EN, REASON_TEXT_EN } from '../../../shared/inventory/reason-text';
import { EN_MESSAGES, UI_MESSAGES_EN } from '../../../renderer/i18n/catalogue-en';
import { ZH_CN_MESSAGES } from '../../../renderer/i18n/catalogue-zh-cn';

const RENDERER = path.resolve(__dirname, '../../../renderer');
const CALL = /\b(?:t|msg)\(\s*(['"`])(.*?)\1/g;
const KEY = /^[\w.-]+$/;

function sourceFiles(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every key the renderer looks up: literal `t('…')` and `msg('…')` calls. */
function scanKeys(): { keys: Set<string>; dynamic: string[] } {
  const keys = new Set<string>();
  const dynamic: string[] = [];
  for (const file of sourceFiles(RENDERER)) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(CALL)) {
      const key = match[2] ?? '';
      if (KEY.test(key)) keys.add(key);
      else dynamic.push(`${path.relative(RENDERER, file)}: ${key}`);
    }
  }
  return { keys, dynamic };
}

const agentKeys = [
  ...Object.keys(REASON_TEXT_EN).map((code) => `reason.${code}`),
  ...Object.keys(NOTE_TEXT_EN).map((code) => `note.${code}`),
];
const placeholders = (text: string) =>
  [...text.matchAll(/\{(\w+)[},]/g)].map((match) => match[1]).sort();

describe('i18n catalogues', () => {
  const { keys: used, dynamic } = scanKeys();
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
      expect([...used].filter((key) => !(key in catalogue))).toEqual([]);
    });

    it(`${locale} has no key the renderer does not use`, () => {
      const live = new Set([...used, ...agentKeys]);
      expect(Object.keys(catalogue).filter((key) => !live.has(key))).toEqual([]);
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

  it('keeps UI text apart from agent text', () => {
    expect(Object.keys(UI_MESSAGES_EN).filter((key) => /^(reason|note)\./.test(key))).toEqual([]);
  });
});
