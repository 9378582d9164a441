import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import { build } from 'rolldown';
import { beforeAll, describe, expect, test } from 'vitest';

import type { HistoryEntryInput, HistoryRetentionProgress } from '../../../shared/schemas/history';
import { listAuditFiles } from '../../../electron/services/history/history-log';
import { auditPaths } from '../../../electron/services/history/history-paths';
import { HistoryService } from '../../../electron/services/history/history-service';
import { resolveHostPaths } from '../../../electron/services/platform/host-paths';
import { hookRun, openTestStore, tempDir } from '../../unit/history/history-test-kit';
import { rollupsVersusScan } from './rollup-scan';

const DAY = 86_400_000;
const ROOT = path.resolve(__dirname, '../../..');
let child = '';

beforeAll(async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-retention-'));
  child = path.join(out, 'retention.cjs');
  await build({
    input: path.join(__dirname, 'retention-child.ts'),
    platform: 'node',
    // Packages stay out of the bundle (some resolve files at run time): NODE_PATH finds them.
    external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
    logLevel: 'silent',
    output: { file: child, format: 'cjs' },
  });
  return () => fs.rmSync(out, { recursive: true, force: true });
});
const START = Date.parse('2026-03-01T12:00:00Z');
const PER_FILE = 600;
// Three files five days apart; at NOW (with 10 days kept) the first two have expired.
const NOW = START + 16 * DAY;
const RETENTION = { maxAgeDays: 10, maxBytes: 1e12 };
// 600 rows a file in steps of at most 50: two dozen steps.
const STEP_ROWS = 50;

/** Runs of a few hooks, spread over a day from `around`, so that the cells differ. */
function runsAround(around: number, count: number): HistoryEntryInput[] {
  return Array.from({ length: count }, (_, i) =>
    hookRun({
      ts: new Date(around + i * 60_000).toISOString(),
      hook: `h${i % 3}`,
      event: i % 4 === 0 ? 'Stop' : 'PreToolUse',
      tool: i % 4 === 0 ? null : 'Bash',
      outcome: i % 7 === 0 ? 'error' : 'success',
      durationMs: i % 50,
    }),
  );
}

/** A data folder with three log files of PER_FILE entries, five days apart. */
function seedLog(): string {
  const dataDir = tempDir();
  let now = START;
  const store = openTestStore({ dataDir, now: () => new Date(now) });
  for (let file = 0; file < 3; file++) {
    now = START + file * 5 * DAY;
    expect(store.append(runsAround(now, PER_FILE)).ok).toBe(true);
  }
  store.dispose();
  return dataDir;
}

async function openService(dataDir: string): Promise<HistoryService> {
  const opened = await HistoryService.open({
    dataDir,
    paths: resolveHostPaths({ HOME: path.join(dataDir, 'home') }, 'linux'),
    env: {},
    now: () => new Date(NOW),
    retention: RETENTION,
    retentionStepRows: STEP_ROWS,
  });
  if (!opened.ok) throw new Error(opened.message);
  return opened.service;
}

/** A few turns of the event loop: the background retention takes a step in each. */
async function turns(count: number): Promise<void> {
  for (let i = 0; i < count; i++) await new Promise((resolve) => setImmediate(resolve));
}

/** The ids of every entry in the log files left, sorted. */
function idsInLog(dataDir: string): string[] {
  const { dir } = auditPaths(dataDir);
  return listAuditFiles(dir)
    .flatMap((file) =>
      fs
        .readFileSync(path.join(dir, file.name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => (JSON.parse(line) as { id: string }).id),
    )
    .sort();
}

/** The ids of every entry the service finds, sorted. */
function idsIndexed(service: HistoryService): string[] {
  const ids: string[] = [];
  let cursor = null;
  do {
    const page = service.query({ filter: {}, cursor, limit: 500, order: 'asc' });
    ids.push(...page.entries.map((entry) => entry.id));
    expect(page.unreadable).toBe(0);
    cursor = page.nextCursor;
  } while (cursor);
  return ids.sort();
}

/** The rollups against a full scan, and the index's rows of files retention deleted. */
function inspectIndex(dataDir: string): { rollupsExact: boolean; retiredRows: number } {
  const db = new Database(auditPaths(dataDir).index, { readonly: true });
  try {
    const { stored, scanned } = rollupsVersusScan(db);
    const retiredRows = db
      .prepare(
        "SELECT count(*) FROM entries WHERE file IN (SELECT id FROM files WHERE name LIKE 'retired:%')",
      )
      .pluck()
      .get() as number;
    return { rollupsExact: JSON.stringify(stored) === JSON.stringify(scanned), retiredRows };
  } finally {
    db.close();
  }
}

/**
 * Runs the service in a child process over `dataDir` and kills it with SIGKILL once retention has
 * dropped some rows but not all; resolves with what it printed.
 */
function killMidway(dataDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const args = [dataDir, path.join(dataDir, 'home'), NOW, RETENTION.maxAgeDays, STEP_ROWS];
    const run = spawn(process.execPath, [child, ...args.map(String)], {
      env: { ...process.env, NODE_PATH: path.join(ROOT, 'node_modules') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    run.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    run.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const left = [...stdout.matchAll(/entries (\d+)/g)].map((match) => Number(match[1]));
      if (left.some((entries) => entries < 3 * PER_FILE - STEP_ROWS)) run.kill('SIGKILL');
    });
    run.on('error', reject);
    run.on('close', (code, signal) =>
      signal === 'SIGKILL'
        ? resolve(stdout)
        : reject(new Error(`the service ended with ${code}: ${stderr}${stdout}`)),
    );
  });
}

describe('retention in the background', () => {
  test('the open does not wait for it; it then leaves the files kept and exactly their rows', async () => {
    const dataDir = seedLog();
    const before = listAuditFiles(auditPaths(dataDir).dir).map((file) => file.name);
    const service = await openService(dataDir);
    try {
      expect(listAuditFiles(auditPaths(dataDir).dir).map((file) => file.name)).toEqual(before);
      expect(service.status().entries).toBe(3 * PER_FILE);
      const report = await service.applyRetention();
      expect(report).toEqual({ removedFiles: before.slice(0, 2), removedEntries: 2 * PER_FILE });
      expect(listAuditFiles(auditPaths(dataDir).dir).map((file) => file.name)).toEqual(
        before.slice(2),
      );
      expect(idsIndexed(service)).toEqual(idsInLog(dataDir));
      expect(service.status().entries).toBe(PER_FILE);
      expect(inspectIndex(dataDir)).toEqual({ rollupsExact: true, retiredRows: 0 });
    } finally {
      await service.dispose();
    }
  });

  test('it says how far it has come while it runs, and that it ended; nothing when none expired', async () => {
    const dataDir = seedLog();
    const service = await openService(dataDir);
    const said: HistoryRetentionProgress[] = [];
    service.onDidRetentionProgress((progress) => said.push(progress));
    try {
      await service.applyRetention();
      // The first step is said at once, later ones at most every 250 ms, the end always.
      expect(said[0]).toEqual({
        entriesDone: STEP_ROWS,
        entriesTotal: 2 * PER_FILE,
        finished: false,
        policy: RETENTION,
      });
      expect(said.at(-1)).toEqual({
        entriesDone: 2 * PER_FILE,
        entriesTotal: 2 * PER_FILE,
        finished: true,
        policy: RETENTION,
      });
      expect(said.filter((progress) => progress.finished)).toHaveLength(1);
      said.length = 0;
      expect(await service.applyRetention()).toEqual({ removedFiles: [], removedEntries: 0 });
      expect(said).toEqual([]);
    } finally {
      await service.dispose();
    }
  });

  test('an append between its steps lands, is indexed and stays', async () => {
    const dataDir = seedLog();
    const service = await openService(dataDir);
    try {
      const running = service.applyRetention();
      await turns(6);
      const midway = service.status().entries;
      expect(midway).toBeLessThan(3 * PER_FILE);
      expect(midway).toBeGreaterThan(PER_FILE);
      // Into a day being dropped (as an import's old timestamps would) and into today.
      const appended = service.append([
        hookRun({ ts: new Date(START + 60_000).toISOString(), event: 'Midway' }),
        hookRun({ ts: new Date(NOW).toISOString(), event: 'Midway' }),
      ]);
      expect(appended.ok && !appended.indexError).toBe(true);
      const midwayQuery = () => service.query({ filter: { event: 'Midway' } }).entries.length;
      expect(midwayQuery()).toBe(2);
      expect(inspectIndex(dataDir).rollupsExact).toBe(true);
      await running;
      expect(midwayQuery()).toBe(2);
      expect(idsIndexed(service)).toEqual(idsInLog(dataDir));
      expect(inspectIndex(dataDir)).toEqual({ rollupsExact: true, retiredRows: 0 });
    } finally {
      await service.dispose();
    }
  });

  test('a dispose midway leaves exact rollups and rows that the next open drops', async () => {
    const dataDir = seedLog();
    const first = await openService(dataDir);
    await turns(6);
    await first.dispose();
    const left = inspectIndex(dataDir);
    expect(left.rollupsExact).toBe(true);
    expect(left.retiredRows).toBeGreaterThan(0);
    expect(listAuditFiles(auditPaths(dataDir).dir)).toHaveLength(1);

    await expectNextOpenFinishes(dataDir, left.retiredRows);
  });

  test('a reindex midway stops it, and the next run leaves the rows of the files kept', async () => {
    const dataDir = seedLog();
    const service = await openService(dataDir);
    try {
      await turns(6);
      expect(service.status().entries).toBeLessThan(3 * PER_FILE);
      await service.reindex(false);
      expect(service.status().entries).toBe(PER_FILE);
      // The reindex numbered the files again: the stopped walk's file ids now name others.
      expect(await service.applyRetention()).toEqual({ removedFiles: [], removedEntries: 0 });
      expect(idsIndexed(service)).toEqual(idsInLog(dataDir));
      expect(service.status().entries).toBe(PER_FILE);
      expect(inspectIndex(dataDir)).toEqual({ rollupsExact: true, retiredRows: 0 });
    } finally {
      await service.dispose();
    }
  });

  test('a process killed midway leaves exact rollups and rows that the next open drops', async () => {
    const dataDir = seedLog();
    const said = await killMidway(dataDir);
    expect(said).not.toContain('done');
    const left = inspectIndex(dataDir);
    expect(left.rollupsExact).toBe(true);
    expect(left.retiredRows).toBeGreaterThan(0);
    expect(left.retiredRows).toBeLessThan(2 * PER_FILE);
    expect(listAuditFiles(auditPaths(dataDir).dir)).toHaveLength(1);
    await expectNextOpenFinishes(dataDir, left.retiredRows);
  }, 30_000);
});

/** Opens the service again: its retention drops the `retired` rows left, and nothing else. */
async function expectNextOpenFinishes(dataDir: string, retired: number): Promise<void> {
  const service = await openService(dataDir);
  try {
    const report = await service.applyRetention();
    expect(report).toEqual({ removedFiles: [], removedEntries: retired });
    expect(idsIndexed(service)).toEqual(idsInLog(dataDir));
    expect(service.status().entries).toBe(PER_FILE);
    expect(inspectIndex(dataDir)).toEqual({ rollupsExact: true, retiredRows: 0 });
  } finally {
    await service.dispose();
  }
}
