import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, onTestFinished, test } from 'vitest';

import { startBridgeServer } from '../../../electron/services/approvals/bridge-server';
import { auditPaths } from '../../../electron/services/history/history-paths';
import { openIndexDb } from '../../../electron/services/history/index-db';
import { HookMetrics } from '../../../electron/services/telemetry/metrics/hook-metrics';
import { forEachIndexedEntry } from '../../../electron/services/telemetry/metrics/indexed-runs';
import { hookRun, openTestStore, tempDir } from '../../unit/history/history-test-kit';

function metricsOf(dataDir: string, waiting = 0): HookMetrics {
  const metrics = new HookMetrics({ dataDir, approvalsWaiting: () => waiting });
  onTestFinished(() => metrics.dispose());
  return metrics;
}

function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('hook metrics from the audit index', () => {
  test('counts the index at the first scrape, then each appended batch once', async () => {
    const dataDir = tempDir();
    const store = openTestStore({ dataDir });
    store.append([hookRun(), hookRun({ outcome: 'block' })]);
    const metrics = metricsOf(dataDir, 2);
    let text = (await metrics.render()).body;
    const runs = (outcome: string) =>
      `hookyard_hook_runs_total{agent="claude-code",event="PreToolUse",outcome="${outcome}"}`;
    expect(valueOf(text, runs('success'))).toBe(1);
    expect(valueOf(text, runs('block'))).toBe(1);
    expect(valueOf(text, 'hookyard_approvals_waiting')).toBe(2);
    const appended = store.append([
      hookRun(),
      hookRun({ kind: 'decision', source: 'approvals', hook: null, outcome: 'deny' }),
    ]);
    // What AppServices does with every append of the process that writes the log.
    if (appended.ok) metrics.countAppended(appended.entries);
    text = (await metrics.render()).body;
    expect(valueOf(text, runs('success'))).toBe(2);
    expect(
      valueOf(
        text,
        'hookyard_approvals_decided_total{agent="claude-code",source="approvals",decision="deny"}',
      ),
    ).toBe(1);
    // Rendering again without new entries changes nothing (each row is counted once).
    expect(valueOf((await metrics.render()).body, runs('success'))).toBe(2);
    expect(valueOf(text, 'hookyard_ingest_lag_bytes')).toBe(0);
  });

  test('stops counting without an error when the index closes halfway (the app quitting)', async () => {
    const dataDir = tempDir();
    openTestStore({ dataDir }).append([hookRun(), hookRun(), hookRun()]);
    const db = openIndexDb({ file: auditPaths(dataDir).index, readonly: true });
    let visited = 0;
    const counting = forEachIndexedEntry(
      db,
      () => {
        visited += 1;
        db.close();
      },
      2,
    );
    // The first page of two was counted; the third entry is not wanted any more.
    await expect(counting).resolves.toBe(2);
    expect(visited).toBe(2);
  });

  test('a later count over an index it cannot open reports the failure, and the scrape says it', async () => {
    const dataDir = tempDir();
    fs.mkdirSync(path.dirname(auditPaths(dataDir).index), { recursive: true });
    fs.writeFileSync(auditPaths(dataDir).index, 'not a database, '.repeat(512));
    const metrics = metricsOf(dataDir);
    const failed = new Promise<unknown>((resolve) => metrics.warmUpLater(resolve, 1));
    expect(String(await failed)).toMatch(/database/i);
    await expect(metrics.render()).rejects.toThrow(/database/i);
  });

  test('an empty data folder has every family at zero, no error', async () => {
    const text = (await metricsOf(tempDir()).render()).body;
    expect(valueOf(text, 'hookyard_approvals_waiting')).toBe(0);
    expect(text).toContain('# TYPE hookyard_hook_runs_total counter');
  });

  test("the desktop app's local server serves them behind its secret", async () => {
    const dataDir = tempDir();
    openTestStore({ dataDir }).append([hookRun()]);
    const bridge = await startBridgeServer({
      secret: 'bridge-secret-0123456789',
      handle: async () => ({}),
      preferredPort: null,
      socketPath: null,
      metrics: metricsOf(dataDir),
      onError: () => undefined,
    });
    onTestFinished(() => bridge.close());
    const url = `http://127.0.0.1:${bridge.port}/metrics`;
    expect((await fetch(url)).status).toBe(401);
    const response = await fetch(url, {
      headers: { authorization: 'Bearer bridge-secret-0123456789' },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('hookyard_hook_runs_total{agent="claude-code"');
  });
});
