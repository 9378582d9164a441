import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { EN_MESSAGES } from '../../../renderer/i18n/catalogue-en';
import { ZH_CN_MESSAGES } from '../../../renderer/i18n/catalogue-zh-cn';
import { codedText } from '../../../shared/i18n/coded-text';
import { failureTextEn } from '../../../shared/i18n/failure-text';
import { runTextEn } from '../../../shared/i18n/run-text';
import { AppFailure, AppErrorSchema } from '../../../shared/result';
import { ReasonSchema } from '../../../shared/schemas/hook';
import { readSources } from '../renderer/i18n/catalogue-audit';
import { serviceKeysIn } from './service-key-scan';

const root = path.resolve(__dirname, '../../..');
const sources = ['electron', 'shared', 'renderer'].flatMap((folder) =>
  readSources(path.join(root, folder)).map((source) => ({
    ...source,
    file: `${folder}/${source.file}`,
  })),
);

// The keys come from the code's own text, not from the tables they are checked against.
describe('every coded-text key the code writes has its words', () => {
  const { keys, prefixes } = serviceKeysIn(sources);

  it('finds the keys it checks (the scan is not silently empty)', () => {
    expect(keys.size).toBeGreaterThan(300);
    expect(keys).toContain('reason.active');
    expect(keys).toContain('failure.workspace-folder-missing');
    expect(prefixes).toContain('failure.may-not-');
  });

  for (const [locale, catalogue] of Object.entries({ en: EN_MESSAGES, 'zh-CN': ZH_CN_MESSAGES })) {
    it(`${locale} has a text for every key`, () => {
      expect([...keys].filter((key) => !(key in catalogue))).toEqual([]);
      const words = Object.keys(catalogue);
      expect([...prefixes].filter((p) => !words.some((key) => key.startsWith(p)))).toEqual([]);
    });
  }

  it('reports a key that has no text', () => {
    const scan = serviceKeysIn([
      { file: 'x.ts', text: "codedText('reason.active'); x('run.no-such-note'); `skip.gone-${a}`" },
    ]);
    expect([...scan.keys].filter((key) => !(key in EN_MESSAGES))).toEqual(['run.no-such-note']);
    expect([...scan.prefixes]).toEqual(['skip.gone-']);
  });
});

describe('a coded text on the wire', () => {
  it('is {key, params} and reads in English for the CLI', () => {
    const note = codedText('run.claude-exit-2-does-not-block', { event: 'Stop' });
    expect(note).toEqual({ key: 'run.claude-exit-2-does-not-block', params: { event: 'Stop' } });
    expect(runTextEn(note)).toBe('exit 2 does not block Stop: stderr is only shown');
  });

  it('reads a record an earlier version wrote as {code, params} under its namespace', () => {
    // Parsed from JSON as read from disk (the change history, spooled audit entries).
    const legacy = (json: string): unknown => JSON.parse(json);
    expect(ReasonSchema.parse(legacy('{"code":"active","params":{"event":"Stop"}}'))).toEqual({
      key: 'reason.active',
      params: { event: 'Stop' },
    });
    expect(ReasonSchema.safeParse(legacy('{"code":"no-such-reason","params":{}}')).success).toBe(
      false,
    );
    expect(ReasonSchema.safeParse({ key: 'note.async-hook', params: {} }).success).toBe(false);
  });

  it('carries a failure as its coded text', () => {
    const failure = new AppFailure('not-found', 'failure.workspace-folder-missing', { root: '/x' });
    const error = AppErrorSchema.parse(failure.toAppError());
    expect(error.text).toEqual({ key: 'failure.workspace-folder-missing', params: { root: '/x' } });
    expect(error.message).toBe('The folder /x does not exist.');
    expect(failureTextEn(error.text!)).toBe(error.message);
  });
});
