import { describe, expect, test } from 'vitest';

import type { HistoryEntry } from '../../../shared/schemas/history';
import { entryMatches } from '../../../electron/services/history/entry-filter';
import { hookRun } from './history-test-kit';

const entry = {
  ...hookRun(),
  id: '0'.repeat(26),
  ts: '2026-03-01T10:00:00.000Z',
  meta: {},
} as HistoryEntry;

describe('entryMatches', () => {
  test('matches exact values, the time range and every word of the text', () => {
    expect(entryMatches(entry, {})).toBe(true);
    expect(entryMatches(entry, { agent: 'claude-code', tool: 'Bash' })).toBe(true);
    expect(entryMatches(entry, { agent: 'cline-cli' })).toBe(false);
    expect(
      entryMatches(entry, { from: '2026-03-01T10:00:00.000Z', to: '2026-03-01T10:00:00.001Z' }),
    ).toBe(true);
    expect(entryMatches(entry, { to: '2026-03-01T10:00:00.000Z' })).toBe(false);
    expect(entryMatches(entry, { text: 'NPM test' })).toBe(true);
    expect(entryMatches(entry, { text: 'npm deploy' })).toBe(false);
    expect(entryMatches(entry, { text: 'tes' })).toBe(false);
  });
});
