import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { isReplayable } from '../../../shared/agents/replayable';
import type { HistoryEntry } from '../../../shared/schemas/history';
import { importAll } from '../../../electron/services/history/ingest/import-runner';
import {
  copyClineLog,
  hookRun,
  openTestStore,
  tempDir,
  writeClaudeScenario,
} from '../history/history-test-kit';

/** Real captured logs (a Claude Code transcript, a Cline CLI hooks.jsonl) through the ingesters. */
async function ingested(): Promise<HistoryEntry[]> {
  const root = tempDir();
  writeClaudeScenario(path.join(root, 'claude'), 'pre-allow-no-rule');
  const store = openTestStore({ dataDir: path.join(root, 'data') });
  await importAll(store, {
    claudeProjectsDir: path.join(root, 'claude', 'projects'),
    clineHooksLog: copyClineLog('yolo', path.join(root, 'logs', 'hooks.jsonl')),
    spoolDir: path.join(root, 'data', 'spool'),
  });
  return store.query({ filter: {}, cursor: null, limit: 500, order: 'asc' }).entries;
}

describe('which audit entries the history offers to replay', () => {
  test('Cline events carry the payload the CLI sent; Claude transcript records do not', async () => {
    const entries = await ingested();
    const cline = entries.filter((entry) => entry.source === 'cline-hooks-jsonl');
    const transcript = entries.filter((entry) => entry.source === 'claude-transcript');
    expect(cline.length).toBeGreaterThan(0);
    expect(cline.every(isReplayable)).toBe(true);
    // The transcript's hook run has a payload field (Claude's attachment), yet nothing to replay.
    const run = transcript.find((entry) => entry.kind === 'hook-run');
    expect(run?.payload).not.toBeNull();
    expect(transcript.length).toBeGreaterThan(0);
    expect(transcript.filter(isReplayable)).toEqual([]);
  });

  test('a recorder event replays unless its stdin was empty or not JSON', () => {
    const entry = (over: Partial<HistoryEntry>): HistoryEntry =>
      ({
        ...hookRun({ kind: 'agent-event', source: 'recorder' }),
        id: 'a',
        ...over,
      }) as HistoryEntry;
    expect(isReplayable(entry({}))).toBe(true);
    expect(isReplayable(entry({ meta: { emptyStdin: true } }))).toBe(false);
    expect(isReplayable(entry({ payload: { text: 'not json' } }))).toBe(false);
    expect(isReplayable(entry({ payload: null }))).toBe(false);
    expect(isReplayable(entry({ agent: 'unknown' }))).toBe(false);
    expect(isReplayable(entry({ kind: 'hookyard-run', source: 'bench' }))).toBe(true);
  });
});
