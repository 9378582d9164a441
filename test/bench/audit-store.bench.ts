import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, describe, expect, test } from 'vitest';

import type { AuditEntryInput, AuditFilter } from '../../shared/schemas/audit';
import { auditPaths } from '../../electron/services/audit/audit-paths';
import { AuditStore } from '../../electron/services/audit/audit-store';
import { listAuditFiles } from '../../electron/services/audit/audit-log';
import { readJsonlChunk } from '../../electron/services/audit/jsonl-lines';
import { builtParseWorker } from '../helpers/audit-parse-worker';
import { figure, median, quantile, report } from './bench-report';

const ROWS = Number(process.env.AUDIT_BENCH_ROWS ?? 1_000_000);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-audit-bench-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const WORDS =
  'alpha beta gamma delta build test lint deploy fix refactor read write file src lib index main config server client hook audit query page npm run git status diff commit push cargo make docker'.split(
    ' ',
  );
const RARE = ['quetzalcoatl', 'zymurgyxx', 'xylophonia', 'brontosaurix', 'kumquatzz'];

/** A small deterministic PRNG so that every run benchmarks the same data. */
function prng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pools = {
  agents: ['claude-code', 'cline-cli', 'cline-vscode'] as const,
  events: [
    'PreToolUse',
    'PostToolUse',
    'PreToolUse',
    'PostToolUse',
    'UserPromptSubmit',
    'Stop',
    'SessionStart',
    'Notification',
  ],
  tools: ['Bash', 'Read', 'Edit', 'Write', 'Grep', 'Glob', 'WebFetch'],
  outcomes: [
    'success',
    'success',
    'success',
    'success',
    'success',
    'success',
    'success',
    'error',
    'block',
    'allow',
    'deny',
    'timeout',
  ],
  kinds: ['hook-run', 'hook-run', 'hook-run', 'agent-event', 'decision'] as const,
  sources: ['recorder', 'claude-transcript', 'cline-hooks-jsonl'] as const,
  workspaces: Array.from({ length: 24 }, (_, i) => `/home/dev/src/project-${i}`),
  hooks: Array.from({ length: 40 }, (_, i) => `node .claude/hooks/check-${i}.mjs`),
  sessions: Array.from(
    { length: 4000 },
    (_, i) =>
      `${((i * 2654435761) >>> 0).toString(16).padStart(8, '0')}_${String(i).padStart(6, '0')}`,
  ),
};

function makeInputs(start: number, count: number, t0: number): AuditEntryInput[] {
  const rand = prng(start + 1);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const out: AuditEntryInput[] = [];
  for (let i = start; i < start + count; i++) {
    const event = pick(pools.events);
    const toolEvent = event.endsWith('ToolUse');
    const tool = toolEvent ? pick(pools.tools) : null;
    const sessionId = pools.sessions[Math.floor(i / 250) % pools.sessions.length] as string;
    const workspace = pick(pools.workspaces);
    const words = Array.from({ length: 5 }, () => pick(WORDS));
    if (i % 200_003 === 17) words.push(RARE[((i / 200_003) % RARE.length) | 0] as string);
    const command = words.join(' ');
    out.push({
      ts: new Date(t0 + i * 250).toISOString(),
      kind: pick(pools.kinds),
      source: pick(pools.sources),
      agent: pick(pools.agents),
      workspace,
      sessionId,
      event,
      tool,
      hook: pick(pools.hooks),
      outcome: pick(pools.outcomes),
      durationMs: Math.floor(rand() * rand() * 900),
      payload: {
        session_id: sessionId,
        cwd: workspace,
        hook_event_name: event,
        ...(toolEvent ? { tool_name: tool, tool_input: { command } } : { prompt: command }),
      },
      output: {
        stdout: rand() < 0.15 ? `{"decision":"${pick(['approve', 'block'])}"}` : '',
        stderr: '',
        exitCode: 0,
      },
      meta: {},
    });
  }
  return out;
}

const cpu = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/**
 * CPU milliseconds of the main thread alone (Linux: its /proc task entry, 10 ms ticks); NaN
 * elsewhere. With a free core, a step that hands work to a worker thread takes about the longer
 * of this and the worker's time.
 */
const mainThreadCpu = () => {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
};

/** Times a synchronous or asynchronous step: wall, process CPU and main-thread CPU (ms). */
async function timed<T>(
  run: () => T | Promise<T>,
): Promise<{ value: T; wall: number; cpu: number; mainCpu: number }> {
  const wall0 = performance.now();
  const cpu0 = cpu();
  const main0 = mainThreadCpu();
  const value = await run();
  return {
    value,
    wall: performance.now() - wall0,
    cpu: cpu() - cpu0,
    mainCpu: mainThreadCpu() - main0,
  };
}

/** The baseline: the same JSONL lines parsed and inserted as plain rows, 1,000 per transaction. */
function rawInsert(dir: string, file: string): number {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.exec(`CREATE TABLE raw (id TEXT, ts TEXT, kind TEXT, source TEXT, agent TEXT, workspace TEXT,
    session TEXT, event TEXT, tool TEXT, hook TEXT, outcome TEXT, duration REAL, line TEXT)`);
  const insert = db.prepare('INSERT INTO raw VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?)');
  let rows: [string, Record<string, unknown>][] = [];
  const flush = db.transaction((batch: [string, Record<string, unknown>][]) => {
    for (const [line, e] of batch) {
      insert.run(
        e.id,
        e.ts,
        e.kind,
        e.source,
        e.agent,
        e.workspace,
        e.sessionId,
        e.event,
        e.tool,
        e.hook,
        e.outcome,
        e.durationMs,
        line,
      );
    }
  });
  let count = 0;
  for (const file of listAuditFiles(dir)) {
    const fd = fs.openSync(path.join(dir, file.name), 'r');
    for (let offset = 0; ;) {
      const chunk = readJsonlChunk(fd, offset);
      if (chunk.end === offset) break;
      offset = chunk.end;
      for (const line of chunk.lines) {
        rows.push([line.text as string, JSON.parse(line.text as string)]);
        if (rows.length === 1000) {
          flush(rows);
          count += rows.length;
          rows = [];
        }
      }
    }
    fs.closeSync(fd);
  }
  flush(rows);
  db.close();
  return count + rows.length;
}

function openStore(dataDir: string, parseWorker: string | null = null): AuditStore {
  const opened = AuditStore.open({ dataDir, parseWorker });
  if (!opened.ok) throw new Error(opened.message);
  return opened.store;
}

/** Times one call in milliseconds. */
function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

/** The filters a user clicks: single values, pairs, triples, a time range, one session. */
function querySpecs(): AuditFilter[] {
  const rand = prng(99);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)] as T;
  const lastDay = new Date(
    Date.parse('2026-01-01T00:00:00Z') + ROWS * 250 - 86_400_000,
  ).toISOString();
  const specs: AuditFilter[] = [];
  for (let i = 0; i < 4; i++) {
    specs.push(
      { agent: pick(pools.agents) },
      { event: pick(pools.events) },
      { tool: pick(pools.tools) },
      { hook: pick(pools.hooks) },
      { outcome: 'timeout' },
      { sessionId: pick(pools.sessions.slice(0, Math.ceil(ROWS / 250))) },
      { workspace: pick(pools.workspaces) },
      { kind: 'decision', outcome: 'deny' },
      { agent: pick(pools.agents), event: pick(pools.events) },
      { hook: pick(pools.hooks), outcome: 'error' },
      { event: 'Stop', tool: 'Bash' },
      { agent: 'cline-cli', workspace: pick(pools.workspaces), outcome: 'block' },
      { hook: pick(pools.hooks), from: lastDay },
      { source: 'recorder', event: 'UserPromptSubmit', agent: pick(pools.agents) },
    );
  }
  return specs;
}

describe(`audit store at ${ROWS.toLocaleString('en')} entries`, () => {
  const dataDir = path.join(root, 'data');
  let store: AuditStore;
  afterAll(() => store?.dispose());

  test('append, then ingest the JSONL into a fresh index', async () => {
    store = openStore(dataDir);
    const t0 = Date.parse('2026-01-01T00:00:00Z');
    const append = await timed(() => {
      for (let i = 0; i < ROWS; i += 5000) {
        const result = store.append(makeInputs(i, Math.min(5000, ROWS - i), t0));
        if (!result.ok) throw new Error(result.message);
      }
    });
    store.dispose();
    const bytes = listAuditFiles(auditPaths(dataDir).dir).reduce((sum, file) => sum + file.size, 0);
    figure(
      'audit append (validate, redact, write JSONL, index live)',
      (ROWS / append.wall) * 1000,
      'entries/s',
    );
    figure('audit mean line size', bytes / ROWS, 'bytes', '~520');

    const baseline = await timed(() =>
      rawInsert(auditPaths(dataDir).dir, path.join(root, 'raw.sqlite')),
    );
    expect(baseline.value).toBe(ROWS);
    const ingest = async (parseWorker: string | null) => {
      for (const suffix of ['', '-wal', '-shm'])
        fs.rmSync(auditPaths(dataDir).index + suffix, { force: true });
      const run = await timed(async () => {
        store = openStore(dataDir, parseWorker);
        return store.sync();
      });
      expect(run.value.entries).toBe(ROWS);
      return run;
    };
    // Parsing on the main thread, then as the app does it: in a worker thread while the main
    // thread writes (process CPU counts both threads).
    const single = await ingest(null);
    store.dispose();
    const ours = await ingest(await builtParseWorker());
    figure('audit raw insert baseline', (ROWS / baseline.wall) * 1000, 'entries/s');
    figure('audit ingest JSONL → index, one thread', (ROWS / single.wall) * 1000, 'entries/s');
    figure(
      'audit ingest JSONL → index, parse worker',
      (ROWS / ours.wall) * 1000,
      'entries/s',
      '≥ 100,000/s',
    );
    report(
      'audit ingest (one thread) vs raw better-sqlite3 insert (wall)',
      single.wall,
      baseline.wall,
      'ms',
      '≤ 1.5x',
    );
    report(
      'audit ingest (one thread) vs raw better-sqlite3 insert (CPU)',
      single.cpu,
      baseline.cpu,
      'ms',
      '≤ 1.5x',
    );
    report(
      'audit ingest (parse worker) vs raw better-sqlite3 insert (wall)',
      ours.wall,
      baseline.wall,
      'ms',
      '≤ 1.5x',
    );
    report(
      'audit ingest (parse worker) vs raw better-sqlite3 insert (main-thread CPU)',
      ours.mainCpu,
      baseline.mainCpu,
      'ms',
      '≤ 1.5x',
    );
    report(
      'audit ingest (parse worker) vs raw better-sqlite3 insert (CPU, both threads)',
      ours.cpu,
      baseline.cpu,
      'ms',
      '≤ 1.5x',
    );
  });

  test('filtered pages, deep pages and full-text search on the full store', () => {
    const pages: number[] = [];
    for (let round = 0; round < 3; round++) {
      for (const filter of querySpecs()) {
        pages.push(time(() => store.query({ filter, cursor: null, limit: 100, order: 'desc' })));
      }
    }
    figure('audit filtered page p50', median(pages), 'ms');
    figure('audit filtered page p95', quantile(pages, 0.95), 'ms', '≤ 20 ms');
    const deep: number[] = [];
    let cursor = null;
    for (let page = 0; page < 50; page++) {
      const started = performance.now();
      const result = store.query({
        filter: { event: 'PreToolUse' },
        cursor,
        limit: 100,
        order: 'desc',
      });
      deep.push(performance.now() - started);
      cursor = result.nextCursor;
    }
    figure('audit keyset page 1-50 p95', quantile(deep, 0.95), 'ms', '≤ 20 ms');
    const rare: number[] = [];
    for (let round = 0; round < 4; round++) {
      for (const word of RARE) {
        rare.push(
          time(() =>
            store.query({ filter: { text: word }, cursor: null, limit: 100, order: 'desc' }),
          ),
        );
      }
    }
    figure('audit rare-term FTS p95', quantile(rare, 0.95), 'ms', '≤ 100 ms');
    const common = [0, 1, 2].map(() =>
      time(() =>
        store.query({
          filter: { text: 'deploy', outcome: 'error' },
          cursor: null,
          limit: 100,
          order: 'desc',
        }),
      ),
    );
    figure('audit common word + filter page median', median(common), 'ms');
    figure(
      'audit timeline (all, auto buckets)',
      time(() => store.timeline({}, 'auto')),
      'ms',
    );
    figure(
      'audit per-hook stats (all entries)',
      time(() => store.hookStats({})),
      'ms',
    );
  });

  test('the same filter with jq over the JSONL files', () => {
    const jq = spawnSync('jq', ['--version']);
    if (jq.status !== 0) {
      console.log('audit vs jq: skipped (jq is not installed)');
      return;
    }
    const filter: AuditFilter = { event: 'Stop', agent: 'cline-cli' };
    const ours = median(
      [0, 1, 2, 3, 4].map(() =>
        time(() => store.query({ filter, cursor: null, limit: 100, order: 'desc' })),
      ),
    );
    const files = listAuditFiles(auditPaths(dataDir).dir).map((file) =>
      path.join(auditPaths(dataDir).dir, file.name),
    );
    const started = performance.now();
    const run = spawnSync(
      'sh',
      [
        '-c',
        'jq -c \'select(.event=="Stop" and .agent=="cline-cli")\' "$@" | tail -n 100',
        'jq',
        ...files,
      ],
      { maxBuffer: 1 << 26 },
    );
    const jqMs = performance.now() - started;
    expect(run.stdout.toString().trim().split('\n')).toHaveLength(100);
    report('audit filtered page: jq over JSONL vs index', jqMs, ours, 'ms', '≥ 100x');
  });
});
