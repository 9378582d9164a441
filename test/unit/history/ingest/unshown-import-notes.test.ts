import { describe, expect, test } from 'vitest';

import { emptyTally } from '../../../../electron/services/history/ingest/ingest-file';
import { UnshownImportNotes } from '../../../../electron/services/history/ingest/unshown-import-notes';
import { malformedReason } from '../../../../shared/i18n/malformed-line';
import type {
  HistoryImportReport,
  HistoryImportSourceReport,
} from '../../../../shared/schemas/history';

/** A report of one source with `malformed` unreadable lines of `file`, each sampled. */
function reportOf(
  source: HistoryImportSourceReport['source'],
  file: string,
  malformed: number,
  error: string | null = null,
): HistoryImportReport {
  const samples = Array.from({ length: malformed }, (_, offset) => ({
    file,
    offset,
    reason: malformedReason('not-json', { message: 'x' }),
  }));
  return {
    sources: [{ ...emptyTally(source), lines: malformed, entries: 1, malformed, samples }],
    durationMs: 5,
    error,
  };
}

describe('UnshownImportNotes', () => {
  test('adds what was kept to the next report, oldest first, capped at 20 names, then forgets it', () => {
    const notes = new UnshownImportNotes();
    notes.keep(reportOf('cline-hooks-jsonl', 'a', 15));
    notes.keep(reportOf('cline-hooks-jsonl', 'b', 10));
    const shown = notes.addTo(reportOf('cline-hooks-jsonl', 'c', 1));
    const [cline] = shown.sources;
    expect(cline).toMatchObject({ entries: 1, malformed: 26 });
    expect(cline?.samples.map((sample) => sample.file)).toEqual([
      ...Array<string>(15).fill('a'),
      ...Array<string>(5).fill('b'),
    ]);
    expect(notes.addTo(reportOf('cline-hooks-jsonl', 'c', 0)).sources[0]).toMatchObject({
      malformed: 0,
      samples: [],
    });
  });

  test('keeps no entries (the list shows them), and a stop until a report has its own', () => {
    const notes = new UnshownImportNotes();
    notes.keep(reportOf('recorder', 'spool', 0, 'disk full'));
    expect(notes.addTo(reportOf('recorder', 'spool', 0))).toMatchObject({
      error: 'disk full',
      sources: [{ entries: 1, malformed: 0 }],
    });
    notes.keep(reportOf('recorder', 'spool', 0, 'disk full'));
    expect(notes.addTo(reportOf('recorder', 'spool', 0, 'index busy')).error).toBe('index busy');
  });

  test('names the lines of a source the next report lacks (an import that stopped before it)', () => {
    const notes = new UnshownImportNotes();
    notes.keep(reportOf('codex-rollout', 'rollout.jsonl', 2));
    const shown = notes.addTo({ sources: [emptyTally('recorder')], durationMs: 1, error: 'x' });
    expect(shown.sources.map((source) => [source.source, source.malformed])).toEqual([
      ['recorder', 0],
      ['codex-rollout', 2],
    ]);
  });
});
