import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { listAuditFiles } from '../../../electron/services/history/history-log';
import { hookRun, openTestStore, tempDir } from './history-test-kit';

describe('retention', () => {
  test('drops whole files older than the age limit with their index rows, keeping the current file', () => {
    const dataDir = tempDir();
    let now = new Date('2026-01-01T12:00:00Z');
    const store = openTestStore({
      dataDir,
      now: () => now,
      retention: { maxAgeDays: 90, maxBytes: 1e12 },
    });
    const record = (event: string) => store.append([hookRun({ event, ts: now.toISOString() })]);
    record('Old');
    now = new Date('2026-03-15T12:00:00Z');
    record('Recent');
    now = new Date('2026-04-05T12:00:00Z');
    record('Today');
    const report = store.applyRetention();
    expect(report).toEqual({ removedFiles: ['audit-2026-01-01-0001.jsonl'], removedEntries: 1 });
    const events = store
      .query({ filter: {}, cursor: null, limit: 10, order: 'asc' })
      .entries.map((e) => e.event);
    expect(events).toEqual(['Recent', 'Today']);
    expect(
      store.query({ filter: { event: 'Old' }, cursor: null, limit: 10, order: 'asc' }).entries,
    ).toEqual([]);
    expect(listAuditFiles(store.dir).map((file) => file.day)).toEqual(['2026-03-15', '2026-04-05']);
  });

  test('drops the oldest files until the rest fit the size limit', () => {
    const dataDir = tempDir();
    let day = 1;
    const store = openTestStore({
      dataDir,
      now: () => new Date(`2026-03-0${day}T12:00:00Z`),
      retention: { maxAgeDays: 3650, maxBytes: 2000 },
    });
    for (day = 1; day <= 4; day++) store.append([hookRun({ payload: { pad: 'x'.repeat(400) } })]);
    const sizes = listAuditFiles(store.dir).map((file) => file.size);
    expect(sizes.every((size) => size > 700 && size < 1000)).toBe(true);
    const report = store.applyRetention();
    expect(report.removedFiles).toEqual([
      'audit-2026-03-01-0001.jsonl',
      'audit-2026-03-02-0001.jsonl',
    ]);
    expect(store.status().entries).toBe(2);
  });

  test('the next sync drops index rows of a file deleted by hand', async () => {
    const store = openTestStore({ now: () => new Date('2026-03-01T12:00:00Z') });
    store.append([hookRun(), hookRun()]);
    for (const file of listAuditFiles(store.dir)) fs.rmSync(path.join(store.dir, file.name));
    await store.sync();
    expect(store.status().entries).toBe(0);
  });
});
