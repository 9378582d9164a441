import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { EditEngine, type ChangeRequest } from '../../../electron/services/editing/edit-engine';
import { readSnapshot } from '../../../electron/services/editing/file-snapshot';

const PAGE = 4096;

/** A 64 KiB tmpfs for Hookyard's data: a real full disk (needs root, as on CI). */
function mountTinyDisk(at: string): string | null {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=64k', 'tmpfs', at], { stdio: 'pipe' });
    return null;
  } catch (error) {
    return `mount -t tmpfs is not permitted here (${(error as Error).message.split('\n')[0]})`;
  }
}

/** Fills the disk holding `folder` to its last byte. */
function fillDisk(folder: string): void {
  const fd = fs.openSync(path.join(folder, 'filler'), 'a');
  try {
    for (;;) fs.writeSync(fd, Buffer.alloc(PAGE));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-disk-full-'));
const dataDir = path.join(dir, 'data');
fs.mkdirSync(dataDir);
const cannotMount = mountTinyDisk(dataDir);
if (cannotMount) console.warn(`skipping the full-disk tests: ${cannotMount}`);

describe.skipIf(cannotMount !== null)('a full disk while the change history is written', () => {
  const file = path.join(dir, 'settings.json');
  const engine = new EditEngine({ dataDir });
  const change = async (bytes: string): Promise<ChangeRequest> => ({
    operation: 'edit',
    hookIds: ['claude-1'],
    summary: 'test',
    writes: [{ kind: 'write', snapshot: await readSnapshot(file), bytes: Buffer.from(bytes) }],
  });

  beforeAll(async () => {
    await fsp.writeFile(file, '{"a":1}');
    // The same change once while there is room: its backups are on the disk already.
    await engine.exclusive(async () => engine.apply(await change('{"a":2}')));
    await fsp.writeFile(file, '{"a":1}');
    // The history ends on a page boundary, so its next line needs a page the disk lacks.
    const index = path.join(dataDir, 'backups', 'index.jsonl');
    const size = fs.statSync(index).size;
    fs.appendFileSync(index, '\n'.repeat(PAGE - (size % PAGE)));
    fillDisk(dataDir);
  });
  afterAll(() => {
    execFileSync('umount', [dataDir]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('leaves the file as it was, says so, and lists no change it did not make', async () => {
    const failure = await engine
      .exclusive(async () => engine.apply(await change('{"a":2}')))
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({
      code: 'internal',
      text: expect.objectContaining({ key: 'failure.disk-full-history' }),
    });
    expect(await fsp.readFile(file, 'utf8')).toBe('{"a":1}');
    const history = await engine.history();
    expect(history.records).toHaveLength(1);
    expect(history.unreadable).toBe(0);
    expect(fs.readdirSync(dir).sort()).toEqual(['data', 'settings.json']);
  });
});

describe('a change that fails after its record was written', () => {
  it('takes the record back with the files, so Changes never lists it', async () => {
    const home = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-withdraw-'));
    try {
      const file = path.join(home, 'settings.json');
      await fsp.writeFile(file, '{"a":1}');
      const engine = new EditEngine({ dataDir: path.join(home, 'data') });
      const snapshot = await readSnapshot(file);
      // The second write was planned on the bytes the first one replaces: it meets a conflict.
      const write = (bytes: string) => ({
        kind: 'write' as const,
        snapshot,
        bytes: Buffer.from(bytes),
      });
      const failure = await engine
        .exclusive(() =>
          engine.apply({
            operation: 'edit',
            hookIds: [],
            summary: 'test',
            writes: [write('{"a":2}'), write('{"a":3}')],
          }),
        )
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({ code: 'conflict' });
      expect(await fsp.readFile(file, 'utf8')).toBe('{"a":1}');
      expect(await engine.history()).toEqual({ records: [], unreadable: 0 });
    } finally {
      fs.rmSync(home, { recursive: true, force: true });
    }
  });
});
