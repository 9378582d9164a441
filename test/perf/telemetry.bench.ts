import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, test } from 'vitest';

import { auditFileName } from '../../electron/services/history/history-log';
import { auditPaths } from '../../electron/services/history/history-paths';
import { openIndexDb } from '../../electron/services/history/index-db';
import { Redactor } from '../../electron/services/history/redaction';
import { LogExporter } from '../../electron/services/telemetry/log-exporter';
import { OtlpSender } from '../../electron/services/telemetry/otlp-sender';
import { HookMetrics } from '../../electron/services/telemetry/metrics/hook-metrics';
import { toLogRecord } from '../../electron/services/telemetry/record-mapper';
import type { HistoryEntry } from '../../shared/schemas/history';
import { figure, median, report } from './bench-report';

// Issue 16: export throughput against the raw OTLP exporter sending the same records to the same
// receiver in the same run, and the cost of a /metrics scrape on a large log against a query
// that scans the index once (what a scrape would cost if it recounted every time).
const EXPORT_ENTRIES = Number(process.env.TELEMETRY_BENCH_EXPORT ?? 20_000);
const METRICS_ROWS = Number(process.env.TELEMETRY_BENCH_ROWS ?? 1_000_000);
const BATCH = 500;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-telemetry-bench-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const AGENTS = ['claude-code', 'cline-cli', 'cline-vscode'] as const;
const EVENTS = ['PreToolUse', 'PostToolUse', 'UserPromptSubmit', 'Stop'];
const OUTCOMES = ['success', 'success', 'success', 'error', 'block', 'timeout'];
const HOOKS = Array.from({ length: 40 }, (_, i) => `node .claude/hooks/check-${i}.mjs`);

function entryAt(i: number): HistoryEntry {
  return {
    id: `01JQ${String(i).padStart(22, '0')}`,
    ts: new Date(Date.UTC(2026, 2, 1) + i * 10).toISOString(),
    kind: i % 10 === 9 ? 'decision' : 'hook-run',
    source: 'recorder',
    agent: AGENTS[i % 3] as HistoryEntry['agent'],
    workspace: `/home/dev/src/project-${i % 24}`,
    sessionId: `session-${i % 4000}`,
    event: EVENTS[i % 4] as string,
    tool: 'Bash',
    hook: HOOKS[i % 40] as string,
    outcome: OUTCOMES[i % 6] as string,
    durationMs: (i * 7) % 900,
    payload: { tool_input: { command: `npm test -- --shard ${i % 8}` } },
    output: { stdout: '', stderr: '', exitCode: 0 },
    meta: {},
  };
}

/** A collector that reads each request and answers 200: the same for both senders. */
async function sink(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((request, response) => {
    request.resume();
    request.on('end', () => response.writeHead(200).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1/logs`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const target = (url: string) => ({
  url,
  headers: {},
  team: null,
  version: 'bench',
  timeoutMs: 30_000,
});

describe('OTLP export', () => {
  test(`throughput on ${EXPORT_ENTRIES} entries`, async () => {
    const dataDir = path.join(root, 'export');
    const dir = auditPaths(dataDir).dir;
    fs.mkdirSync(dir, { recursive: true });
    const entries = Array.from({ length: EXPORT_ENTRIES }, (_, i) => entryAt(i));
    fs.writeFileSync(
      path.join(dir, auditFileName('2026-03-01', 1)),
      `${entries.map((e) => JSON.stringify(e)).join('\n')}\n`,
    );
    const collector = await sink();
    // Baseline: the OTLP exporter alone, given the records already built.
    const raw = new OtlpSender(target(collector.url));
    const redactor = new Redactor();
    const batches: ReturnType<OtlpSender['build']>[] = [];
    for (let i = 0; i < entries.length; i += BATCH) {
      batches.push(
        raw.build(entries.slice(i, i + BATCH).map((e) => toLogRecord(e, 'commands', redactor))),
      );
    }
    let start = performance.now();
    for (const batch of batches) await raw.sendBuilt(batch);
    const rawSeconds = (performance.now() - start) / 1000;
    await raw.dispose();
    // Hookyard: read the JSONL after the cursor, parse, redact, map, send, save the cursor.
    const sender = new OtlpSender(target(collector.url));
    const exporter = new LogExporter({
      auditDir: dir,
      cursorFile: path.join(dataDir, 'telemetry', 'export-cursor.json'),
      sender,
      share: 'commands',
      batchSize: BATCH,
    });
    start = performance.now();
    await exporter.run(new AbortController().signal, false);
    const exportSeconds = (performance.now() - start) / 1000;
    await sender.dispose();
    await collector.close();
    report(
      'export throughput, Hookyard vs the raw OTLP exporter with the same records',
      EXPORT_ENTRIES / exportSeconds,
      EXPORT_ENTRIES / rawSeconds,
      'entries/s',
    );
    figure('export throughput, Hookyard', EXPORT_ENTRIES / exportSeconds, 'entries/s');
  });
});

/** An index of `rows` entries written straight into SQLite (the metrics read only this). */
function buildIndex(dataDir: string, rows: number): void {
  fs.mkdirSync(auditPaths(dataDir).dir, { recursive: true });
  const db = openIndexDb({ file: auditPaths(dataDir).index });
  const term = db.prepare('INSERT INTO terms (field, value) VALUES (?, ?) RETURNING id').pluck();
  const ids = new Map<string, number>();
  const id = (field: number, value: string) => {
    const key = `${field}\0${value}`;
    if (!ids.has(key)) ids.set(key, term.get(field, value) as number);
    return ids.get(key) as number;
  };
  const insert = db.prepare(
    `INSERT INTO entries (seq, id, kind, source, agent, event, outcome, hook, duration, file, off, len)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 1, 0, 0)`,
  );
  db.transaction(() => {
    for (let i = 0; i < rows; i++) {
      const e = entryAt(i);
      insert.run(
        i + 1,
        e.id,
        id(1, e.kind),
        id(2, e.source),
        id(3, e.agent),
        id(6, e.event),
        id(9, e.outcome ?? ''),
        id(8, e.hook ?? ''),
        e.durationMs,
      );
    }
  })();
  db.close();
}

describe('/metrics', () => {
  test(`scrape cost on a ${METRICS_ROWS}-entry log`, async () => {
    const dataDir = path.join(root, 'metrics');
    buildIndex(dataDir, METRICS_ROWS);
    const db = openIndexDb({ file: auditPaths(dataDir).index, readonly: true });
    const recount = db.prepare(
      'SELECT agent, event, outcome, hook, count(*), total(duration) FROM entries GROUP BY 1, 2, 3, 4',
    );
    const scans: number[] = [];
    for (let i = 0; i < 5; i++) {
      const start = performance.now();
      recount.all();
      scans.push(performance.now() - start);
    }
    db.close();
    const metrics = new HookMetrics({ dataDir, approvalsWaiting: () => 0 });
    let start = performance.now();
    await metrics.render();
    const first = performance.now() - start;
    // How long counting the index holds the event loop at most (it yields between pages).
    let longest = 0;
    let last = performance.now();
    const probe = setInterval(() => {
      longest = Math.max(longest, performance.now() - last);
      last = performance.now();
    }, 0);
    const again = new HookMetrics({ dataDir, approvalsWaiting: () => 0 });
    await again.warmUp();
    clearInterval(probe);
    again.dispose();
    const scrapes: number[] = [];
    for (let i = 0; i < 50; i++) {
      // What the writing process hands over between two scrapes.
      metrics.countAppended(
        Array.from({ length: 100 }, (_, j) => entryAt(METRICS_ROWS + i * 100 + j)),
      );
      start = performance.now();
      await metrics.render();
      scrapes.push(performance.now() - start);
    }
    metrics.dispose();
    report(
      '/metrics scrape (after the first) vs one GROUP BY scan of the index',
      median(scrapes),
      median(scans),
      'ms',
    );
    report(
      '/metrics first scrape (counts the index once) vs one GROUP BY scan',
      first,
      median(scans),
      'ms',
    );
    figure('/metrics counting the index: longest event-loop stall', longest, 'ms');
  });
});
