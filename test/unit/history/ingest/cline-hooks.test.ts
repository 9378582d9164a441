import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { importAll } from '../../../../electron/services/history/ingest/import-runner';
import { importSources } from '../../../../electron/services/history/ingest/import-sources';
import { resolveHostPaths } from '../../../../electron/services/platform/host-paths';
import { malformedTextEn } from '../../../../shared/i18n/malformed-text';
import { copyClineLog, openTestStore, tempDir } from '../history-test-kit';

async function importLog(capture: string) {
  const root = tempDir();
  const log = copyClineLog(capture, path.join(root, 'logs', 'hooks.jsonl'));
  const store = openTestStore({ dataDir: path.join(root, 'data') });
  const report = await importAll(store, {
    claudeProjectsDir: path.join(root, 'none'),
    clineHooksLog: log,
    spoolDir: path.join(root, 'spool'),
  });
  const entries = store.query({ filter: {}, cursor: null, limit: 100, order: 'asc' }).entries;
  return { report, entries };
}

describe('Cline hooks.jsonl ingester (real cline 3.0.65 logs)', () => {
  test('imports every line of a --yolo run as an agent event named like the hook files', async () => {
    const { report, entries } = await importLog('yolo');
    expect(report.sources.find((source) => source.source === 'cline-hooks-jsonl')).toMatchObject({
      lines: 7,
      entries: 7,
      malformed: 0,
    });
    expect(entries.map((entry) => [entry.event, entry.tool, entry.outcome])).toEqual([
      ['TaskStart', null, null],
      ['UserPromptSubmit', null, null],
      ['PreToolUse', 'read_files', null],
      ['PostToolUse', 'read_files', 'success'],
      ['PreToolUse', 'submit_and_exit', null],
      ['PostToolUse', 'submit_and_exit', 'success'],
      ['TaskComplete', null, null],
    ]);
    expect(entries[0]).toMatchObject({
      agent: 'cline-cli',
      kind: 'agent-event',
      sessionId: '1796003612977_gq3ly',
      workspace: '<WS>',
      meta: { hookName: 'agent_start', taskId: 'conv_1796003613281_lv3sdm7' },
    });
    expect(entries[3]?.durationMs).toEqual(expect.any(Number));
  });

  test('imports an abort, the stale-session reconciler line and a `cline hook` line', async () => {
    const aborted = await importLog('yolo-cancel');
    expect(aborted.entries.at(-1)).toMatchObject({ event: 'TaskCancel', outcome: 'cancelled' });
    const tui = await importLog('tui');
    expect(tui.entries[0]).toMatchObject({
      event: 'SessionShutdown',
      sessionId: '1796003739125_3gj82',
      meta: { writer: 'stale_session_reconciler' },
    });
    const hookcmd = await importLog('hookcmd');
    expect(hookcmd.entries[0]).toMatchObject({
      event: 'PreToolUse',
      tool: 'read_files',
      sessionId: 'conv_manual',
    });
  });

  test('finds hooks.jsonl where Cline writes it: CLINE_HOOKS_LOG_PATH first, else the data dir', () => {
    const paths = resolveHostPaths({ HOME: '/home/u' }, 'linux');
    expect(importSources(paths, '/d', {}).clineHooksLog).toBe(
      '/home/u/.cline/data/logs/hooks.jsonl',
    );
    expect(
      importSources(paths, '/d', { CLINE_HOOKS_LOG_PATH: ' /tmp/h.jsonl ' }).clineHooksLog,
    ).toBe('/tmp/h.jsonl');
  });

  test('counts lines that are not Cline events with a reason and keeps going', async () => {
    const root = tempDir();
    const log = path.join(root, 'hooks.jsonl');
    fs.writeFileSync(
      log,
      [
        'not json',
        '{"ts":"2026-01-01T00:00:00Z"}',
        '{"hookName":"agent_start"}',
        '{"ts":"2026-01-01T00:00:00Z","hookName":"agent_start"}',
        '',
      ].join('\n'),
    );
    const store = openTestStore({ dataDir: path.join(root, 'data') });
    const report = await importAll(store, {
      claudeProjectsDir: path.join(root, 'none'),
      clineHooksLog: log,
      spoolDir: path.join(root, 'spool'),
    });
    const tally = report.sources.find((source) => source.source === 'cline-hooks-jsonl');
    expect(tally).toMatchObject({ lines: 4, entries: 1, malformed: 3 });
    expect(tally?.samples.map((sample) => malformedTextEn(sample.reason))).toEqual([
      expect.stringMatching(/^not JSON \(.+\)$/),
      'no hookName field',
      'no valid time in ts',
    ]);
  });
});
