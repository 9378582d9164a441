import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { onTestFinished } from 'vitest';

import type { HistoryEntryInput } from '../../../shared/schemas/history';
import { auditPaths } from '../../../electron/services/history/history-paths';
import {
  HistoryStore,
  type HistoryStoreOptions,
} from '../../../electron/services/history/history-store';

export const FIXTURES = path.resolve(__dirname, '../../../../shared/fixtures');

/** A temp folder removed when the test ends. */
export function tempDir(prefix = 'hookyard-audit-'): string {
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** An open store over a temp data dir, disposed when the test ends. */
export function openTestStore(options: Partial<HistoryStoreOptions> = {}): HistoryStore {
  const dataDir = options.dataDir ?? tempDir();
  const opened = HistoryStore.open({ ...options, dataDir });
  if (!opened.ok) throw new Error(opened.message);
  onTestFinished(() => {
    try {
      opened.store.dispose();
    } catch {
      // Already disposed by the test.
    }
  });
  return opened.store;
}

/** A plausible hook run; override what the test is about. */
export function hookRun(overrides: Partial<HistoryEntryInput> = {}): HistoryEntryInput {
  return {
    ts: '2026-03-01T10:00:00.000Z',
    kind: 'hook-run',
    source: 'runner',
    agent: 'claude-code',
    workspace: '/home/dev/app',
    sessionId: 'session-1',
    event: 'PreToolUse',
    tool: 'Bash',
    hook: 'node .claude/hooks/guard.mjs',
    outcome: 'success',
    durationMs: 12,
    payload: { tool_input: { command: 'npm test' } },
    output: { stdout: '', stderr: '', exitCode: 0 },
    meta: {},
    ...overrides,
  };
}

/** Writes a Claude scenario's captured transcripts as real JSONL files below `claudeDir/projects`. */
export function writeClaudeScenario(claudeDir: string, scenario: string): string[] {
  const file = path.join(FIXTURES, 'claude', 'scenarios', scenario, 'transcripts.json');
  const transcripts = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown[]>;
  return Object.entries(transcripts).map(([relative, lines]) => {
    const target = path.join(
      claudeDir,
      'projects',
      relative.replace('<project-slug>', '-work-project'),
    );
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, lines.map((line) => JSON.stringify(line)).join('\n') + '\n');
    return target;
  });
}

/** Copies a captured Cline hooks.jsonl to `target`. */
export function copyClineLog(capture: string, target: string): string {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(path.join(FIXTURES, 'cline', 'captures', capture, 'hooks.jsonl'), target);
  return target;
}

/**
 * When a test's sync runs on the threads, and their sizes: a sync of half a megabyte or more, in
 * batches of 64 KiB, three to a transaction after the first. The app's own sizes (8 MiB, 16 MiB,
 * 128 MiB) would need logs of tens of megabytes to show the same steps, and seconds to write.
 */
export const TEST_BULK_SIZES = {
  minBytes: 512 * 1024,
  chunkBytes: 64 * 1024,
  groupBytes: 3 * 64 * 1024,
} as const;

/**
 * Writes a log of 4,000 hook runs (about 2 MB) in one file of `dataDir`, large enough for a bulk
 * sync with TEST_BULK_SIZES, ending in two malformed lines; returns the file's path. The index it
 * leaves is up to date. Called again, it writes 4,000 more runs.
 */
export function writeLargeLog(dataDir: string): string {
  const writer = openTestStore({ dataDir, auditWorker: null });
  const t0 = Date.parse('2026-03-01T00:00:00Z');
  for (let batch = 0; batch < 8; batch++) {
    writer.append(
      Array.from({ length: 500 }, (_, i) => {
        const n = batch * 500 + i;
        return hookRun({
          ts: new Date(t0 + n * 1000).toISOString(),
          sessionId: `session-${n % 37}`,
          tool: ['Bash', 'Read', 'Edit'][n % 3] as string,
          outcome: n % 11 === 0 ? 'block' : 'success',
          payload: { tool_input: { command: `npm run task-${n} ${'x'.repeat(400)}` } },
        });
      }),
    );
  }
  writer.dispose();
  const { dir } = auditPaths(dataDir);
  const log = path.join(dir, fs.readdirSync(dir).find((name) => name.endsWith('.jsonl')) as string);
  fs.appendFileSync(log, 'not json\n{"id":"nope"}\n');
  if (fs.statSync(log).size <= 3 * TEST_BULK_SIZES.minBytes) throw new Error(`${log} is too small`);
  return log;
}
