import path from 'node:path';

import { describe, expect, test } from 'vitest';

import type { HistoryEntry } from '../../../../shared/schemas/history';
import { importAll } from '../../../../electron/services/history/ingest/import-runner';
import { jsonlFilesBelow } from '../../../../electron/services/history/ingest/import-sources';
import type { HistoryStore } from '../../../../electron/services/history/history-store';
import { openTestStore, tempDir, writeClaudeScenario } from '../history-test-kit';

async function importScenarios(
  ...scenarios: string[]
): Promise<{ store: HistoryStore; entries: HistoryEntry[]; root: string }> {
  const root = tempDir();
  for (const scenario of scenarios) writeClaudeScenario(path.join(root, 'claude'), scenario);
  const store = openTestStore({ dataDir: path.join(root, 'data') });
  const report = await importAll(store, {
    claudeProjectsDir: path.join(root, 'claude', 'projects'),
    clineHooksLog: path.join(root, 'none.jsonl'),
    spoolDir: path.join(root, 'data', 'spool'),
  });
  expect(report.error).toBeNull();
  expect(report.sources.find((source) => source.source === 'claude-transcript')?.malformed).toBe(0);
  const entries = store.query({ filter: {}, cursor: null, limit: 500, order: 'asc' }).entries;
  return { store, entries, root };
}

describe('Claude Code transcript ingester (real 2.1.328 transcripts)', () => {
  test('records a hook_success attachment as a run with its command, stdout, exit code and duration', async () => {
    const { entries } = await importScenarios('pre-allow-no-rule');
    const run = entries.find((entry) => entry.kind === 'hook-run' && entry.event === 'PreToolUse');
    expect(run).toMatchObject({
      agent: 'claude-code',
      source: 'claude-transcript',
      tool: 'Bash',
      outcome: 'success',
      durationMs: 49,
      hook: 'node "$CLAUDE_PROJECT_DIR/.claude/hooks/hook.mjs" p-PreToolUse-allow allow',
      output: { exitCode: 0, stderr: '' },
      sessionId: '0236bd6d-2b01-4829-a8d7-f0bac3349147',
    });
    expect(run?.output?.stdout).toContain('"permissionDecision":"allow"');
    // Each transcript line names the Claude Code release that wrote it (History's version filter).
    expect(run?.meta['agentVersion']).toBe('2.1.328');
    const decision = entries.find((entry) => entry.kind === 'decision');
    expect(decision).toMatchObject({ tool: 'Bash', outcome: 'allow', meta: { decidedBy: 'hook' } });
  });

  test('records a PreToolUse deny, which leaves no attachment, from the tool result', async () => {
    const { entries } = await importScenarios('pre-deny');
    expect(
      entries.filter((entry) => entry.kind === 'hook-run' && entry.event === 'PreToolUse'),
    ).toEqual([]);
    const denied = entries.find((entry) => entry.kind === 'decision' && entry.outcome === 'deny');
    expect(denied).toMatchObject({
      event: 'PreToolUse',
      tool: 'Bash',
      meta: { decidedBy: 'hook', reasonCode: 'hook:PreToolUse', toolDenialKind: 'permission-rule' },
      payload: { toolInput: { command: 'echo hi > x.txt' } },
    });
  });

  test('records non-blocking errors and timeouts with their outcome', async () => {
    const { entries } = await importScenarios('pre-exit1', 'timeout');
    const outcomes = entries.filter(
      (entry) => entry.kind === 'hook-run' && entry.event === 'PreToolUse',
    );
    expect(
      outcomes.map((entry) => [entry.outcome, entry.output?.exitCode ?? null, entry.durationMs]),
    ).toEqual(
      expect.arrayContaining([
        ['error', 1, 70],
        ['timeout', null, 2014],
      ]),
    );
  });

  test('turns stop_hook_summary into one run per Stop hook, merged with a blocking hook attachment', async () => {
    const { entries } = await importScenarios('stop-block-once');
    const stops = entries.filter((entry) => entry.event === 'Stop');
    const runs = stops.map((entry) => [
      entry.hook?.split(' ').at(-1),
      entry.outcome,
      entry.durationMs,
    ]);
    expect(runs.sort()).toEqual([
      ['pass', 'success', 35],
      ['pass', 'success', 54],
      ['stop-once', 'block', null],
      ['stop-once', 'success', 44],
    ]);
    const blocked = stops.find((entry) => entry.outcome === 'block');
    expect(blocked?.output?.stderr).toBe('[test-hook] Stop blocked once; please continue');
  });

  test('reads a Stop exit 2 from the summary, where no attachment records it', async () => {
    const { entries } = await importScenarios('stop-exit2-once');
    const blocked = entries.find((entry) => entry.event === 'Stop' && entry.outcome === 'block');
    expect(blocked?.output).toEqual({
      stdout: '',
      stderr: '[test-hook] Stop exit 2 once; please continue',
      exitCode: 2,
    });
  });

  test('records PermissionRequest decisions and the notes hooks leave (context, stop, defer)', async () => {
    const { entries } = await importScenarios(
      'pr-allow-no-rule',
      'pre-continue-false',
      'pre-defer',
      'prompt-ctx',
    );
    expect(entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          kind: 'decision',
          event: 'PermissionRequest',
          outcome: 'allow',
          tool: 'Bash',
        }),
        expect.objectContaining({ kind: 'ingested', outcome: 'stop' }),
        expect.objectContaining({ kind: 'decision', outcome: 'defer', tool: 'Bash' }),
        expect.objectContaining({
          kind: 'ingested',
          meta: expect.objectContaining({ attachment: 'hook_additional_context' }),
        }),
      ]),
    );
  });

  test('finds subagent transcripts and imports nothing twice', async () => {
    const { store, root } = await importScenarios('subagent', 'pre-deny');
    const files = jsonlFilesBelow(path.join(root, 'claude', 'projects'));
    expect(files.some((file) => file.includes(`${path.sep}subagents${path.sep}`))).toBe(true);
    const before = store.status().entries;
    const again = await importAll(store, {
      claudeProjectsDir: path.join(root, 'claude', 'projects'),
      clineHooksLog: path.join(root, 'none.jsonl'),
      spoolDir: path.join(root, 'data', 'spool'),
    });
    expect(again.sources.find((source) => source.source === 'claude-transcript')?.lines).toBe(0);
    expect(store.status().entries).toBe(before);
  });
});
