import { writeFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { EditEngine, type PlannedWrite } from '../../../electron/services/editing/edit-engine';
import { BLANK_SETTLE_MS, readSnapshot } from '../../../electron/services/editing/file-snapshot';
import { AppFailure } from '../../../shared/result';

describe('edits planned on bytes an in-place writer left behind', () => {
  let dir: string;
  let file: string;
  let engine: EditEngine;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hookyard-torn-'));
    file = path.join(dir, 'settings.local.json');
    engine = new EditEngine({ dataDir: path.join(dir, 'data') });
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  const jsonWrite = (snapshot: PlannedWrite['snapshot'], text: string): PlannedWrite => ({
    kind: 'write',
    snapshot,
    bytes: Buffer.from(text),
    json: 'strict' as const,
  });
  const apply = (writes: PlannedWrite[]) =>
    engine.apply({ operation: 'edit', hookIds: [], summary: 'test', writes });

  it('refuses a JSON write planned on half-written bytes, and records nothing', async () => {
    await fs.writeFile(file, '{\n  "permissions": {\n    "al');
    const snapshot = await readSnapshot(file);
    const failure = await apply([jsonWrite(snapshot, '{}\n')]).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppFailure);
    expect(failure).toMatchObject({ code: 'invalid-request' });
    expect(await fs.readFile(file, 'utf8')).toBe('{\n  "permissions": {\n    "al');
    expect((await engine.history()).records).toEqual([]);
  });

  it('does not hand out a file that was just emptied once the writer’s bytes land', async () => {
    writeFileSync(file, '');
    // After the read, before the emptiness would count as settled.
    const landed = delay(BLANK_SETTLE_MS / 2).then(() =>
      writeFileSync(file, '{"permissions":{}}\n'),
    );
    const outcome = await readSnapshot(file).catch((error: unknown) => error);
    await landed;
    expect(outcome).toMatchObject({ code: 'conflict' });
  });

  it('refuses a change when an empty file was emptied again after it was read', async () => {
    writeFileSync(file, '');
    const snapshot = await readSnapshot(file);
    expect(snapshot.bytes?.length).toBe(0);
    // Same (empty) bytes, but the writer has truncated the file and is about to fill it.
    writeFileSync(file, '');
    await expect(apply([jsonWrite(snapshot, '{"a":1}\n')])).rejects.toMatchObject({
      code: 'conflict',
    });
    expect(await fs.readFile(file, 'utf8')).toBe('');
    expect((await engine.history()).records).toEqual([]);
  });

  it('puts back the files already written when a later step of the change fails', async () => {
    await fs.writeFile(file, '{"a":1}\n');
    const longAgo = new Date('2001-01-01T00:00:00Z');
    await fs.utimes(file, longAgo, longAgo);
    const hook = path.join(dir, 'hook.sh');
    await fs.writeFile(hook, 'echo hi\n');
    const writes: PlannedWrite[] = [
      jsonWrite(await readSnapshot(file), '{"a":2}\n'),
      // Its folder cannot be made (a file is in the way): fails after the settings write.
      { kind: 'move', snapshot: await readSnapshot(hook), to: path.join(file, 'hook.sh') },
    ];
    await expect(apply(writes)).rejects.toBeInstanceOf(AppFailure);
    expect(await fs.readFile(file, 'utf8')).toBe('{"a":1}\n');
    // Written by the change and then put back: not the untouched original.
    expect((await fs.stat(file)).mtimeMs).toBeGreaterThan(longAgo.getTime());
    expect(await fs.readFile(hook, 'utf8')).toBe('echo hi\n');
    expect((await engine.history()).records).toEqual([]);
  });
});
