import { describe, expect, it } from 'vitest';

import {
  indexedFieldsOf,
  TERM_COLUMN_NAMES,
  TERM_COLUMNS,
} from '../../../electron/services/history/index-schema';

const ENTRY = {
  id: '01JB0000000000000000000000',
  ts: '2026-03-01T10:00:00.000Z',
  durationMs: 12,
};

describe('the indexed fields of a log line', () => {
  // indexedFieldsOf spells the columns out as one object literal (for speed): it must read each
  // column from the entry key TERM_COLUMNS names, which the filters use too.
  it('reads every filter column from its entry key', () => {
    const line: Record<string, unknown> = { ...ENTRY };
    for (const column of TERM_COLUMN_NAMES) line[TERM_COLUMNS[column].entryKey] = `v-${column}`;
    const fields = indexedFieldsOf(line);
    expect(fields).toMatchObject({ id: ENTRY.id, durationMs: 12 });
    expect(typeof fields === 'string' ? fields : fields.terms).toEqual(
      Object.fromEntries(TERM_COLUMN_NAMES.map((column) => [column, `v-${column}`])),
    );
  });

  it('names the entry key of a column that is not a string, and a required one that is missing', () => {
    const line = { ...ENTRY, kind: 'hook-run', source: 'recorder', agent: 'claude-code' };
    expect(indexedFieldsOf({ ...line, event: 'Stop', sessionId: 7 })).toBe(
      'sessionId is not a string',
    );
    expect(indexedFieldsOf(line)).toBe('no event');
  });
});
