import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import Database from 'better-sqlite3';
import { build } from 'rolldown';
import { beforeAll, describe, expect, test } from 'vitest';

import { HistoryEntrySchema } from '../../../shared/schemas/history';
import { listAuditFiles } from '../../../electron/services/history/history-log';
import { auditPaths } from '../../../electron/services/history/history-paths';
import { openTestStore, tempDir } from '../../unit/history/history-test-kit';

const KILLS = 30;
const ROOT = path.resolve(__dirname, '../../..');
let bundle = '';

beforeAll(async () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-sigkill-'));
  bundle = path.join(out, 'writer.cjs');
  await build({
    input: path.join(__dirname, 'sigkill-writer.ts'),
    platform: 'node',
    external: ['better-sqlite3'],
    logLevel: 'silent',
    output: { file: bundle, format: 'cjs' },
  });
  return () => fs.rmSync(out, { recursive: true, force: true });
});

/** Runs the writer, kills it with SIGKILL a little after it is ready; returns the ids it acknowledged. */
function runAndKill(dataDir: string, delayMs: number): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bundle, dataDir], {
      // The bundle lives in a temp folder; better-sqlite3 is found in the project's modules.
      env: { ...process.env, NODE_PATH: path.join(ROOT, 'node_modules') },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const acknowledged: string[] = [];
    let buffer = '';
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      buffer += chunk.toString();
      const lines = buffer.split('\n');
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === 'ready') setTimeout(() => child.kill('SIGKILL'), delayMs);
        else if (line.startsWith('ok ')) acknowledged.push(...line.slice(3).split(' '));
        else reject(new Error(`writer said: ${line}`));
      }
    });
    child.on('error', reject);
    child.on('close', (code, signal) =>
      signal === 'SIGKILL'
        ? resolve(acknowledged)
        : reject(new Error(`writer ended with ${code}: ${stderr}`)),
    );
  });
}

describe('the audit store under SIGKILL', () => {
  test(`keeps a sound index and every acknowledged entry across ${KILLS} kills`, async () => {
    const dataDir = tempDir();
    const acknowledged: string[] = [];
    for (let kill = 0; kill < KILLS; kill++) {
      acknowledged.push(...(await runAndKill(dataDir, 5 + Math.floor(Math.random() * 150))));
    }
    expect(acknowledged.length).toBeGreaterThan(KILLS);

    const { index, dir } = auditPaths(dataDir);
    const db = new Database(index);
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(() =>
      db.exec("INSERT INTO entries_text (entries_text) VALUES ('integrity-check')"),
    ).not.toThrow();
    db.close();

    const store = openTestStore({ dataDir });
    await store.sync();
    const ids = new Set<string>();
    let torn = 0;
    for (const file of listAuditFiles(dir)) {
      for (const line of fs
        .readFileSync(path.join(dir, file.name), 'utf8')
        .split('\n')
        .filter(Boolean)) {
        let parsed;
        try {
          parsed = HistoryEntrySchema.safeParse(JSON.parse(line));
        } catch {
          parsed = null;
        }
        if (parsed?.success) ids.add(parsed.data.id);
        else torn += 1;
      }
    }
    expect(torn).toBeLessThanOrEqual(KILLS);
    expect(store.status().entries).toBe(ids.size);
    expect(store.status().pendingBytes).toBe(0);
    const missing = acknowledged.filter((id) => store.entry(id) === null);
    expect(missing).toEqual([]);
  }, 120_000);
});
