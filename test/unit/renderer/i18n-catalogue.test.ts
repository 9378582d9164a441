import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { agentCapabilities } from '../../../electron/services/agents/registry';
import { CHANGE_TEXT_EN } from '../../../shared/i18n/change-text';
import { CONSENT_TEXT_EN } from '../../../shared/i18n/consent-text';
import { FAILURE_TEXT_EN } from '../../../shared/i18n/failure-text';
import { RUN_TEXT_EN } from '../../../shared/i18n/run-text';
import { SKIP_TEXT_EN } from '../../../shared/i18n/skip-text';
import { VERDICT_TEXT_EN } from '../../../shared/i18n/verdict-text';
import { NOTE_TEXT_EN, REASON_TEXT_EN } from '../../../shared/inventory/reason-text';
import { EN_MESSAGES, UI_MESSAGES_EN } from '../../../renderer/i18n/catalogue-en';
import { ZH_CN_MESSAGES } from '../../../renderer/i18n/catalogue-zh-cn';
import { missingKeys, readSources, scanKeys, unusedKeys } from './i18n/catalogue-audit';

const RENDERER = path.resolve(__dirname, '../../../renderer');

/** Every English table of service-made text in shared, by the key prefix the renderer uses. */
const SERVICE_TEXT_EN: Record<string, Record<string, string>> = {
  'reason.': REASON_TEXT_EN,
  'note.': NOTE_TEXT_EN,
  'verdictPhrase.': VERDICT_TEXT_EN,
  'skip.': SKIP_TEXT_EN,
  'failure.': FAILURE_TEXT_EN,
  'consent.': CONSENT_TEXT_EN,
  'change.': CHANGE_TEXT_EN,
  'run.': RUN_TEXT_EN,
};
const serviceTexts = Object.entries(SERVICE_TEXT_EN).flatMap(([prefix, table]) =>
  Object.entries(table).map(([code, text]) => ({ key: `${prefix}${code}`, text })),
);
const agentKeys = serviceTexts.map(({ key }) => key);
/** The message keys the agent modules name in their capabilities (looked up by the renderer as data). */
const capabilityKeys = agentCapabilities().flatMap((agent) => [
  agent.labelKey,
  ...(agent.shim ? [agent.shim.labelKey] : []),
  ...(agent.switchAllOff ? [agent.switchAllOff.labelKey, agent.switchAllOff.explainKey] : []),
]);
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

    it(`${locale} has every key the agents' capabilities name`, () => {
      expect(capabilityKeys.length).toBeGreaterThan(6);
      expect(missingKeys(new Set(capabilityKeys), catalogue)).toEqual([]);
      expect(missingKeys(new Set(['agent.no-such-agent']), catalogue)).toEqual([
        'agent.no-such-agent',
      ]);
    });

    it(`${locale} has no key the renderer does not use`, () => {
      expect(unusedKeys(catalogue, used, [...agentKeys, ...capabilityKeys])).toEqual([]);
    });
  }

  it('en carries every service-made text of shared (reasons, notes, verdicts, skips, failures), word for word', () => {
    const differing = serviceTexts.filter(
      ({ key, text }) => (EN_MESSAGES as Record<string, string>)[key] !== text,
    );
    expect(differing).toEqual([]);
  });

  it('zh-CN translates every service-side code: reasons, notes, verdict phrases, skips, failures', () => {
    expect(agentKeys.length).toBeGreaterThan(200);
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

  it('keeps UI text apart from service-made text', () => {
    const prefixes = Object.keys(SERVICE_TEXT_EN);
    expect(
      Object.keys(UI_MESSAGES_EN).filter((key) =>
        prefixes.some((prefix) => key.startsWith(prefix)),
      ),
    ).toEqual([]);
  });
});
