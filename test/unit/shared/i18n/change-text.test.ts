import { describe, expect, it } from 'vitest';

import { changeSummaryEn } from '../../../../shared/i18n/change-text';
import { ChangeRecordSchema } from '../../../../shared/schemas/editing';
import { codedText } from '../../../../shared/i18n/coded-text';

const settings = '/home/ana/.claude/settings.json';
/** A line of `backups/index.jsonl` as the version before named hooks wrote it. */
const oldRecord = {
  id: 'c1',
  at: '2026-01-01T10:00:00.000Z',
  operation: 'disable',
  hookIds: ['h1'],
  summary: [{ key: 'change.hook-switched-off', params: { event: 'PreToolUse', file: settings } }],
  files: [],
  restores: null,
};

describe('change summaries that name their hook', () => {
  it('name the hook the user switched', () => {
    const summary = [
      codedText('change.hook-switched-off', {
        event: 'PreToolUse',
        hook: '$HOME/block-rm-rf.sh',
        file: settings,
      }),
    ];
    const parsed = ChangeRecordSchema.parse({ ...oldRecord, summary });
    expect(changeSummaryEn(parsed.summary)).toBe(
      `Switched off the PreToolUse hook $HOME/block-rm-rf.sh in ${settings}`,
    );
  });

  it('read a record written before they did with its earlier words, never a bare {hook}', () => {
    const parsed = ChangeRecordSchema.parse(oldRecord);
    expect(parsed.summary).toEqual([
      { key: 'change.hook-switched-off-unnamed', params: { event: 'PreToolUse', file: settings } },
    ]);
    expect(changeSummaryEn(parsed.summary)).toBe(`Switched off a PreToolUse hook in ${settings}`);
  });

  it('read an earlier record the same way when read again (a restore passes it on)', () => {
    const once = ChangeRecordSchema.parse(oldRecord);
    expect(ChangeRecordSchema.parse(JSON.parse(JSON.stringify(once)))).toEqual(once);
  });
});

describe('change summaries that count', () => {
  const recorder = (count: number) =>
    ChangeRecordSchema.parse({
      ...oldRecord,
      summary: [{ key: 'change.recorder-installed-user', params: { agent: 'claude-code', count } }],
    });

  it('read a record an earlier version wrote and count its events with ICU plurals', () => {
    expect(changeSummaryEn(recorder(1).summary)).toBe(
      'Installed the Hookyard recorder for claude-code (user level) on 1 event',
    );
    expect(changeSummaryEn(recorder(12).summary)).toBe(
      'Installed the Hookyard recorder for claude-code (user level) on 12 events',
    );
  });

  it('show a summary an earlier version wrote as words, as written', () => {
    const parsed = ChangeRecordSchema.parse({ ...oldRecord, summary: 'Switched off 2 hooks' });
    expect(changeSummaryEn(parsed.summary)).toBe('Switched off 2 hooks');
  });
});
