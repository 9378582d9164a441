import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { agentCapabilities } from '../../../electron/services/agents/registry';
import { EN_MESSAGES } from '../../../renderer/i18n/catalogue-en';
import { ZH_CN_MESSAGES } from '../../../renderer/i18n/catalogue-zh-cn';
import { SERVICE_MESSAGES_EN } from '../../../shared/i18n/service-messages';
import {
  missingKeys,
  placeholderMismatches,
  readSources,
  scanKeys,
  unparsable,
  unusedKeys,
} from './i18n/catalogue-audit';

const RENDERER = path.resolve(__dirname, '../../../renderer');
// Looked up by the services' coded texts (translator.coded) and by the native parts, not by a key
// in renderer code: every namespace of the service catalogue.
const LIVE_BY_CODE = Object.keys(SERVICE_MESSAGES_EN).map((namespace) => `${namespace}.`);
/** The message keys the agent modules name in their capabilities (the renderer reads them as data). */
const capabilityKeys = agentCapabilities().flatMap((agent) => [
  agent.labelKey,
  ...(agent.shim
    ? [
        agent.shim.labelKey,
        agent.shim.explainKey,
        ...(agent.shim.noteKey ? [agent.shim.noteKey] : []),
      ]
    : []),
  ...(agent.switchAllOff ? [agent.switchAllOff.labelKey, agent.switchAllOff.explainKey] : []),
  ...(agent.trust ? [agent.trust.labelKey] : []),
  ...Object.values(agent.surfaces),
]);

const catalogues: Record<string, Record<string, string>> = {
  en: EN_MESSAGES,
  'zh-CN': ZH_CN_MESSAGES,
};

/*
 * The compiler checks every key looked up (typed `MessageKey`, template keys included) and that
 * zh-CN has every key (test/unit/renderer/i18n/catalogue-types.ts, run by the typecheck). These
 * check what types cannot: the scan, ICU syntax and the placeholders.
 */
describe('i18n catalogues', () => {
  const { keys: used, prefixes, dynamic } = scanKeys(readSources(RENDERER));

  it('finds the lookups it checks (the scan is not silently empty)', () => {
    expect(used.size).toBeGreaterThan(50);
    expect(used).toContain('filters.clear');
  });

  it('looks up only literal keys or typed namespaces, so that the scan sees every one', () => {
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

    it(`${locale} has no key nothing uses`, () => {
      expect(
        unusedKeys(catalogue, used, [...prefixes, ...LIVE_BY_CODE, ...capabilityKeys]),
      ).toEqual([]);
    });

    it(`${locale}: every message is valid ICU MessageFormat`, () => {
      expect(Object.keys(catalogue).length).toBeGreaterThan(1000);
      expect(unparsable(catalogue)).toEqual([]);
    });
  }

  it('zh-CN keeps the placeholders of each English message', () => {
    expect(placeholderMismatches(EN_MESSAGES, ZH_CN_MESSAGES)).toEqual([]);
  });

  it('closes every code-style run it opens', () => {
    const unbalanced = Object.entries(catalogues).flatMap(([locale, catalogue]) =>
      Object.entries(catalogue)
        .filter(([, text]) => (text.match(/`/g) ?? []).length % 2 === 1)
        .map(([key]) => `${locale}: ${key}`),
    );
    expect(unbalanced).toEqual([]);
  });
});

describe('the catalogue checks', () => {
  it('report a key the code uses but a catalogue lacks, and one nobody uses', () => {
    const sources = [
      { file: 'a.tsx', text: "<p>{t('list.title')}</p>; const k = msg('status.on');" },
      {
        file: 'b.ts',
        text: "t(`status.${code}`); t(`${name}.x`); format('not.a.lookup'); rich('list.found', {});",
      },
      {
        file: 'c.ts',
        text: 'const key = `scope.${scope}` as const; const path = `${dir}/x.json`;',
      },
    ];
    const scan = scanKeys(sources);
    const catalogue = {
      'list.title': 'Title',
      'list.found': 'Found',
      'status.off': 'Off',
      'list.old': 'Old',
      'scope.user': 'User',
    };
    expect([...scan.keys].sort()).toEqual(['list.found', 'list.title', 'status.on']);
    expect([...scan.prefixes].sort()).toEqual(['scope.', 'status.']);
    expect(scan.dynamic).toEqual(['b.ts: ${name}.x']);
    expect(missingKeys(scan.keys, catalogue)).toEqual(['status.on']);
    expect(unusedKeys(catalogue, scan.keys)).toEqual(['list.old', 'scope.user', 'status.off']);
    expect(unusedKeys(catalogue, scan.keys, [...scan.prefixes])).toEqual(['list.old']);
  });

  it('report a message that is not valid ICU', () => {
    expect(
      unparsable({
        ok: '{count, plural, one {# hook} other {# hooks}}',
        open: '{count, plural, one {# hook} other {# hooks}',
        noOther: '{count, plural, one {# hook}}',
      }).map((line) => line.split(':')[0]),
    ).toEqual(['open', 'noOther']);
  });

  it('report a translation that drops, renames or adds a placeholder', () => {
    const english = {
      same: 'Runs on {event} in {file}.',
      plural: '{count, plural, one {# hook} other {# hooks}} in {file}',
      noun: 'project {total, plural, one {hook} other {hooks}} in {workspace}',
      dropped: 'Runs on {event} in {file}.',
      renamed: 'Runs on {event}.',
      added: 'Runs.',
    };
    const translation = {
      same: '在 {file} 中 {event} 时运行。',
      plural: '{file} 中有 {count, plural, other {# 个 hook}}',
      noun: '{workspace} 中的项目 hook',
      dropped: '在 {event} 时运行。',
      renamed: '在 {evnet} 时运行。',
      added: '在 {event} 时运行。',
    };
    expect(placeholderMismatches(english, translation)).toEqual(['added', 'dropped', 'renamed']);
  });
});
