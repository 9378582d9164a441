import fs from 'node:fs';
import path from 'node:path';

import Database from 'better-sqlite3';

import { listAuditFiles } from '../../electron/services/history/history-log';
import { readJsonlChunk } from '../../electron/services/history/jsonl-lines';

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
export async function timed<T>(
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
export function rawInsert(dir: string, file: string): number {
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
