import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test, vi } from 'vitest';

import type { HistoryImportReport, HistoryProgress } from '../../../shared/schemas/history';
import { HistoryService } from '../../../electron/services/history/history-service';
import { auditPaths } from '../../../electron/services/history/history-paths';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';
import { copyClineLog, hookRun, tempDir, writeClaudeScenario } from './history-test-kit';

async function openService(root: string, extra: { importIntervalMs?: number } = {}) {
  const home = path.join(root, 'home');
  const paths = resolveHostPaths({ HOME: home }, 'linux');
  const opened = await HistoryService.open({
    dataDir: path.join(root, 'data'),
    paths,
    env: {},
    ...extra,
  });
  if (!opened.ok) throw new Error(opened.message);
  return { service: opened.service, paths };
}

describe('HistoryService', () => {
  test('imports the agents’ logs with progress, then answers queries, sessions and stats', async () => {
    const root = tempDir();
    const { service, paths } = await openService(root);
    try {
      writeClaudeScenario(paths.claudeDir, 'pre-exit1');
      copyClineLog('yolo', path.join(paths.clineDataDir, 'logs', 'hooks.jsonl'));
      const progress: HistoryProgress[] = [];
      const report = await service.importNow((step) => progress.push(step));
      expect(report.error).toBeNull();
      expect(progress.at(-1)).toMatchObject({ phase: 'import' });
      expect(progress.at(-1)?.bytesDone).toBe(progress.at(-1)?.bytesTotal);
      const cline = service.query({ filter: { agent: 'cline-cli' } });
      expect(cline.entries).toHaveLength(7);
      const session = service.session({ sessionId: '1796003612977_gq3ly' });
      expect(session.entries.map((entry) => entry.event)[0]).toBe('TaskStart');
      const stats = await service.hookStats({ filter: { agent: 'claude-code' } });
      expect(stats.find((stat) => stat.event === 'PreToolUse')).toMatchObject({ failures: 1 });
      expect((await service.timeline({})).points.length).toBeGreaterThan(0);
      expect(service.status().entries).toBeGreaterThan(7);
    } finally {
      await service.dispose();
    }
  });

  test('imports by itself on its interval and fires onDidAppend', async () => {
    const root = tempDir();
    const { service, paths } = await openService(root, { importIntervalMs: 50 });
    try {
      const appended = vi.fn();
      service.onDidAppend(appended);
      copyClineLog('tui', path.join(paths.clineDataDir, 'logs', 'hooks.jsonl'));
      await vi.waitFor(() => expect(appended).toHaveBeenCalled(), { timeout: 5000 });
      expect(service.query({}).entries.map((entry) => entry.event)).toEqual(['SessionShutdown']);
    } finally {
      await service.dispose();
    }
  });

  test('a person’s Import names the unreadable lines the background import met, once', async () => {
    const root = tempDir();
    const { service, paths } = await openService(root, { importIntervalMs: 50 });
    try {
      const appended = vi.fn();
      service.onDidAppend(appended);
      const log = copyClineLog('tui', path.join(paths.clineDataDir, 'logs', 'hooks.jsonl'));
      const good = fs.readFileSync(log, 'utf8');
      fs.writeFileSync(log, `[1]\n{"hookName":"agent_start"}\n${good}`);
      await vi.waitFor(() => expect(appended).toHaveBeenCalled(), { timeout: 5000 });
      // Past the background import's end (a tiny file): were it still running, the Import would
      // join it and report the same.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const cline = (report: HistoryImportReport) =>
        report.sources.find((source) => source.source === 'cline-hooks-jsonl');
      const first = await service.importNow();
      expect(cline(first)).toMatchObject({ entries: 0, malformed: 2 });
      expect(cline(first)?.samples.map((sample) => [sample.offset, sample.reason.key])).toEqual([
        [0, 'malformed.not-an-object'],
        [4, 'malformed.invalid-time'],
      ]);
      expect(cline(await service.importNow())).toMatchObject({ malformed: 0, samples: [] });
    } finally {
      await service.dispose();
    }
  });

  test('catches the index up with the log when it opens', async () => {
    const root = tempDir();
    const first = await openService(root);
    first.service.append([hookRun(), hookRun()]);
    await first.service.dispose();
    const index = auditPaths(path.join(root, 'data')).index;
    for (const suffix of ['', '-wal', '-shm']) fs.rmSync(index + suffix, { force: true });
    const progress: HistoryProgress[] = [];
    const opened = await HistoryService.open(
      { dataDir: path.join(root, 'data'), paths: first.paths, env: {} },
      (step) => progress.push(step),
    );
    if (!opened.ok) throw new Error(opened.message);
    expect(opened.service.status().entries).toBe(2);
    expect(progress.at(-1)).toMatchObject({ phase: 'reindex', entries: 2 });
    await opened.service.dispose();
  });
});
