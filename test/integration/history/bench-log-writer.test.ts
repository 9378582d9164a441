import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { listAuditFiles } from '../../../electron/services/history/history-log';
import { LOG_START, makeInputs } from '../../perf/audit-bench-data';
import { loggedEntryOf, writeBenchLog, type InputMaker } from '../../perf/bench-log-writer';
import { makeRealisticInputs } from '../../perf/history-stats-data';
import { openTestStore, tempDir } from '../../unit/history/history-test-kit';

// The benchmarks write their logs straight to the files (bench-log-writer.ts), not through the
// store's append, to fit ten million entries on two cores. They are worth something only if
// those files are what append would have written: the same bytes, in the same files.
const ROWS = 12_000; // two full batches of the writer and a partial one
const now = () => new Date('2026-03-01T12:00:00Z');

/** Each log file's name and bytes, oldest first. */
function logOf(dir: string): [string, Buffer][] {
  return listAuditFiles(dir).map((file) => [file.name, fs.readFileSync(path.join(dir, file.name))]);
}

describe.each<[string, InputMaker]>([
  ['uniform', (at, n) => makeInputs(at, n, LOG_START)],
  ['realistic', makeRealisticInputs],
])('the %s bench log', (seed, make) => {
  test('is byte for byte what the store appends for the same inputs and ids', () => {
    const written = path.join(tempDir(), 'audit');
    writeBenchLog(written, ROWS, make, seed, now);

    const store = openTestStore({ now });
    for (let start = 0; start < ROWS; start += 5000) {
      const inputs = make(start, Math.min(5000, ROWS - start));
      // The store keeps an id whose time part is the entry's time: give it the writer's.
      const result = store.append(
        inputs.map((input, i) => ({ ...input, id: loggedEntryOf(input, seed, start + i).id })),
      );
      if (!result.ok) throw new Error(result.message);
      expect(result.rejected).toEqual([]);
    }

    const appended = logOf(store.dir);
    expect(appended.length).toBeGreaterThan(0);
    expect(logOf(written).map(([name]) => name)).toEqual(appended.map(([name]) => name));
    logOf(written).forEach(([name, bytes], i) => {
      const [, expected] = appended[i] as [string, Buffer];
      // Line by line first: a mismatch then names the entry instead of dumping megabytes.
      const lines = bytes.toString('utf8').split('\n');
      expect(lines, name).toHaveLength(expected.toString('utf8').split('\n').length);
      expected
        .toString('utf8')
        .split('\n')
        .forEach((line, n) => expect(lines[n], `${name} line ${n + 1}`).toBe(line));
      expect(bytes.equals(expected)).toBe(true);
    });
  });

  test('is the same log every time it is written', () => {
    const [a, b] = [tempDir(), tempDir()];
    writeBenchLog(a, 2_000, make, seed, now);
    writeBenchLog(b, 2_000, make, seed, now);
    const [first, second] = [logOf(a), logOf(b)];
    expect(first.map(([name]) => name)).toEqual(second.map(([name]) => name));
    first.forEach(([, bytes], i) => expect(bytes.equals(second[i]?.[1] as Buffer)).toBe(true));
  });
});
