import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { auditFileName } from '../../../electron/services/history/history-log';
import { START_CURSOR } from '../../../electron/services/telemetry/export-cursor';
import { backlogBytes, readLogBatch } from '../../../electron/services/telemetry/log-batch-reader';
import { hookRun, tempDir } from '../history/history-test-kit';

const line = (n: number) =>
  JSON.stringify({
    ...hookRun(),
    id: `01JQ${String(n).padStart(22, '0')}`,
    ts: '2026-03-01T10:00:00.000Z',
    meta: {},
  });
const ids = (batch: ReturnType<typeof readLogBatch>) =>
  batch.entries.map((e) => Number(e.id.slice(4)));

function logWith(files: Record<string, string>): string {
  const dir = tempDir();
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}

describe('reading the log after the export cursor', () => {
  const day1 = auditFileName('2026-03-01', 1);
  const day2 = auditFileName('2026-03-02', 1);

  test('reads across files in order, at most max entries, and goes on where it stopped', () => {
    const dir = logWith({ [day1]: `${line(1)}\n${line(2)}\n`, [day2]: `${line(3)}\n` });
    const first = readLogBatch(dir, START_CURSOR, 2);
    expect(ids(first)).toEqual([1, 2]);
    const next = readLogBatch(dir, { ...START_CURSOR, ...first.end }, 2);
    expect(ids(next)).toEqual([3]);
    expect(backlogBytes(dir, { ...START_CURSOR, ...next.end })).toBe(0);
  });

  test('leaves a last line without its newline for the next read, and skips lines that are not entries', () => {
    const dir = logWith({ [day1]: `${line(1)}\nnot json\n\n${line(2)}` });
    const batch = readLogBatch(dir, START_CURSOR, 10);
    expect(ids(batch)).toEqual([1]);
    expect(batch.skipped).toBe(1);
    fs.appendFileSync(path.join(dir, day1), '\n');
    expect(ids(readLogBatch(dir, { ...START_CURSOR, ...batch.end }, 10))).toEqual([2]);
  });

  test('a cursor file removed by retention continues with the next file; a shorter one is read again', () => {
    const dir = logWith({ [day2]: `${line(3)}\n` });
    const gone = { ...START_CURSOR, file: day1, offset: 500 };
    expect(ids(readLogBatch(dir, gone, 10))).toEqual([3]);
    const replaced = { ...START_CURSOR, file: day2, offset: 10_000 };
    expect(ids(readLogBatch(dir, replaced, 10))).toEqual([3]);
  });
});
