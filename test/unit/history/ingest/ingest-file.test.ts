import fs from 'node:fs';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { clineHooksMapper } from '../../../../electron/services/agents/cline/ingest/cline-hooks-mapper';
import { emptyTally, ingestFile } from '../../../../electron/services/history/ingest/ingest-file';
import { malformedReason } from '../../../../shared/i18n/malformed-line';
import { openTestStore, tempDir } from '../history-test-kit';

const line = (n: number) =>
  JSON.stringify({
    ts: `2026-01-01T00:00:${String(n).padStart(2, '0')}.000Z`,
    hookName: 'agent_start',
    taskId: `t${n}`,
  });

function setup() {
  const root = tempDir();
  const file = path.join(root, 'hooks.jsonl');
  const store = openTestStore({ dataDir: path.join(root, 'data') });
  const run = async () => {
    const tally = emptyTally('cline-hooks-jsonl');
    const bytes: number[] = [];
    const error = await ingestFile(store, clineHooksMapper, file, tally, (n) => bytes.push(n));
    expect(error).toBeNull();
    return { tally, bytes: bytes.reduce((a, b) => a + b, 0) };
  };
  const tasks = () =>
    store
      .query({ filter: {}, cursor: null, limit: 100, order: 'asc' })
      .entries.map((entry) => entry.meta.taskId);
  return { file, store, run, tasks };
}

describe('ingestFile', () => {
  test('reads only what was appended since the last run', async () => {
    const { file, run, tasks } = setup();
    fs.writeFileSync(file, `${line(1)}\n${line(2)}\n`);
    expect((await run()).tally.entries).toBe(2);
    fs.appendFileSync(file, `${line(3)}\n`);
    const second = await run();
    expect(second.tally).toMatchObject({ lines: 1, entries: 1 });
    expect(second.bytes).toBe(line(3).length + 1);
    expect(tasks()).toEqual(['t1', 't2', 't3']);
  });

  test('waits for the newline of a last line that is still being written', async () => {
    const { file, run, tasks } = setup();
    const third = line(3);
    fs.writeFileSync(file, `${line(1)}\n${third.slice(0, 20)}`);
    await run();
    expect(tasks()).toEqual(['t1']);
    fs.appendFileSync(file, `${third.slice(20)}\n`);
    await run();
    expect(tasks()).toEqual(['t1', 't3']);
  });

  test('starts again from the top of a truncated file, without duplicating what it saw before', async () => {
    const { file, run, tasks } = setup();
    fs.writeFileSync(file, `${line(1)}\n${line(2)}\n${line(3)}\n`);
    await run();
    fs.writeFileSync(file, `${line(1)}\n${line(4)}\n`);
    const again = await run();
    expect(again.tally.lines).toBe(2);
    expect(tasks()).toEqual(['t1', 't2', 't3', 't4']);
  });

  test('starts again from the top of a file replaced by a new one (rotation)', async () => {
    const { file, run, tasks } = setup();
    fs.writeFileSync(file, `${line(1)}\n${line(2)}\n${line(3)}\n`);
    await run();
    fs.renameSync(file, `${file}.1`);
    fs.writeFileSync(file, `${line(5)}\n${line(6)}\n${line(7)}\n${line(8)}\n`);
    await run();
    expect(tasks()).toEqual(['t1', 't2', 't3', 't5', 't6', 't7', 't8']);
  });

  test('counts malformed lines with their offset and reason, and still imports the rest', async () => {
    const { file, run, tasks } = setup();
    fs.writeFileSync(file, `${line(1)}\n{broken\n[]\n${line(2)}\n`);
    const { tally } = await run();
    expect(tally).toMatchObject({ lines: 4, entries: 2, malformed: 2 });
    expect(tally.samples).toEqual([
      {
        file,
        offset: line(1).length + 1,
        reason: { key: 'malformed.not-json', params: { message: expect.any(String) } },
      },
      { file, offset: line(1).length + 9, reason: malformedReason('not-an-object') },
    ]);
    expect(tasks()).toEqual(['t1', 't2']);
  });

  test('ignores a file that does not exist', async () => {
    const { run } = setup();
    expect((await run()).tally.files).toBe(0);
  });
});
