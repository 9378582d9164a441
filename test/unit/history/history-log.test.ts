import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import {
  HistoryLog,
  auditFileName,
  listAuditFiles,
} from '../../../electron/services/history/history-log';
import { tempDir } from './history-test-kit';

const readLines = (dir: string, name: string) =>
  fs.readFileSync(path.join(dir, name), 'utf8').split('\n');

describe('HistoryLog', () => {
  test('appends whole lines and says where each one went', () => {
    const dir = tempDir();
    const log = new HistoryLog({ dir, now: () => new Date('2026-03-01T10:00:00Z') });
    const [chunk] = log.append(['{"a":1}', '{"b":"é"}']);
    log.close();
    expect(chunk).toEqual({ file: auditFileName('2026-03-01', 1), offset: 0, lengths: [7, 10] });
    expect(readLines(dir, chunk!.file)).toEqual(['{"a":1}', '{"b":"é"}', '']);
  });

  test('starts a new file when the next line would pass the size limit', () => {
    const dir = tempDir();
    const log = new HistoryLog({
      dir,
      maxFileBytes: 40,
      now: () => new Date('2026-03-01T10:00:00Z'),
    });
    const chunks = log.append(['x'.repeat(15), 'y'.repeat(15), 'z'.repeat(15)]);
    log.close();
    expect(chunks.map((chunk) => [chunk.file, chunk.offset, chunk.lengths.length])).toEqual([
      ['audit-2026-03-01-0001.jsonl', 0, 2],
      ['audit-2026-03-01-0002.jsonl', 0, 1],
    ]);
  });

  test('starts a new file on a new UTC day and lists files in write order', () => {
    const dir = tempDir();
    let now = new Date('2026-03-01T23:59:59Z');
    const log = new HistoryLog({ dir, now: () => now });
    log.append(['{}']);
    now = new Date('2026-03-02T00:00:01Z');
    log.append(['{}']);
    log.close();
    expect(listAuditFiles(dir).map((file) => file.name)).toEqual([
      'audit-2026-03-01-0001.jsonl',
      'audit-2026-03-02-0001.jsonl',
    ]);
  });

  test('sorts file numbers numerically past 9999 and ignores other files', () => {
    const dir = tempDir();
    for (const name of [
      'audit-2026-03-01-9999.jsonl',
      'audit-2026-03-01-10000.jsonl',
      'notes.txt',
    ]) {
      fs.writeFileSync(path.join(dir, name), '');
    }
    expect(listAuditFiles(dir).map((file) => file.number)).toEqual([9999, 10000]);
  });

  test('closes a partial last line left by a crash before appending, so it stays one bad line', () => {
    const dir = tempDir();
    const name = auditFileName('2026-03-01', 1);
    fs.writeFileSync(path.join(dir, name), '{"ok":1}\n{"torn":');
    const log = new HistoryLog({ dir, now: () => new Date('2026-03-01T12:00:00Z') });
    const [chunk] = log.append(['{"next":2}']);
    log.close();
    expect(readLines(dir, name)).toEqual(['{"ok":1}', '{"torn":', '{"next":2}', '']);
    expect(chunk?.offset).toBe(18);
  });

  test('reports a full disk as a clear error and leaves earlier files untouched', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'audit-2026-02-28-0001.jsonl'), '{"kept":1}\n');
    // Writes to /dev/full fail with ENOSPC: today's file behaves like a file on a full disk.
    fs.symlinkSync('/dev/full', path.join(dir, auditFileName('2026-03-01', 1)));
    const log = new HistoryLog({ dir, now: () => new Date('2026-03-01T12:00:00Z') });
    expect(() => log.append(['{"lost":1}'])).toThrow(/disk is full \(ENOSPC\)/);
    log.close();
    expect(fs.readFileSync(path.join(dir, 'audit-2026-02-28-0001.jsonl'), 'utf8')).toBe(
      '{"kept":1}\n',
    );
  });

  test('reports an unwritable folder as an I/O error', () => {
    const dir = tempDir();
    fs.writeFileSync(path.join(dir, 'file'), '');
    const log = new HistoryLog({ dir: path.join(dir, 'file', 'audit') });
    expect(() => log.append(['{}'])).toThrow(/cannot create the audit folder/);
  });
});
