import { describe, expect, it } from 'vitest';

import { entryMatches } from '../../../electron/services/history/entry-filter';
import { HistoryReader } from '../../../electron/services/history/history-reader';
import { hookRun, openTestStore, tempDir } from './history-test-kit';

// Issue 15 §5: History can filter by agent version. Entries carry `meta.agentVersion`; the
// index finds them by a version word and lists the versions it holds from its own vocabulary.
describe('the agent version filter', () => {
  const entries = [
    hookRun({ ts: '2026-03-01T10:00:00.000Z', meta: { agentVersion: '2.1.300' } }),
    hookRun({ ts: '2026-03-01T10:01:00.000Z', meta: { agentVersion: '2.1.328' } }),
    hookRun({ ts: '2026-03-01T10:02:00.000Z', meta: { agentVersion: '2.13.28' } }),
    hookRun({ ts: '2026-03-01T10:03:00.000Z', meta: { agentVersion: '2.1.328' } }),
    hookRun({
      ts: '2026-03-01T10:04:00.000Z',
      agent: 'codex',
      meta: { agentVersion: '0.169.0-alpha.1' },
    }),
    hookRun({ ts: '2026-03-01T10:05:00.000Z' }),
  ];

  it('selects exactly the entries of one version, also where the digits alone are the same', () => {
    const store = openTestStore();
    store.append(entries);
    const of = (agentVersion: string) =>
      store
        .query({ filter: { agentVersion }, cursor: null, limit: 50, order: 'asc' })
        .entries.map((entry) => entry.ts.slice(14, 16));
    expect(of('2.1.328')).toEqual(['01', '03']);
    expect(of('2.13.28')).toEqual(['02']);
    expect(of('0.169.0-alpha.1')).toEqual(['04']);
    expect(of('2.1.32')).toEqual([]);
    // Combined with another filter, and decided the same way in memory (live appends).
    const page = store.query({
      filter: { agentVersion: '2.1.328', agent: 'claude-code' },
      cursor: null,
      limit: 50,
      order: 'asc',
    });
    expect(page.entries).toHaveLength(2);
    const all = store.query({ filter: {}, cursor: null, limit: 50, order: 'asc' }).entries;
    expect(all.filter((entry) => entryMatches(entry, { agentVersion: '2.1.328' }))).toHaveLength(2);
  });

  it('lists the versions the log holds, newest first, in the writer and a read-only reader', () => {
    const dataDir = tempDir();
    const store = openTestStore({ dataDir });
    store.append(entries);
    const expected = ['2.13.28', '2.1.328', '2.1.300', '0.169.0-alpha.1'];
    expect(store.agentVersions()).toEqual(expected);
    const reader = HistoryReader.open({ dataDir });
    try {
      expect(reader?.agentVersions()).toEqual(expected);
    } finally {
      reader?.dispose();
    }
  });

  it('lists nothing and selects nothing in a log without versions', () => {
    const store = openTestStore();
    store.append([hookRun(), hookRun({ ts: '2026-03-01T11:00:00.000Z' })]);
    expect(store.agentVersions()).toEqual([]);
    const page = store.query({
      filter: { agentVersion: '2.1.328' },
      cursor: null,
      limit: 50,
      order: 'asc',
    });
    expect(page.entries).toEqual([]);
  });
});
