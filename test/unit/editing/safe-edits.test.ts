import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { writeFileAtomic } from '../../../electron/services/editing/atomic-write';
import { EditEngine } from '../../../electron/services/editing/edit-engine';
import { readSnapshot } from '../../../electron/services/editing/file-snapshot';
import { removeHandler, restoreHandler } from '../../../electron/services/editing/handler-splice';
import { parseJsonDocument } from '../../../electron/services/editing/json-document';
import { insertJsonValue, setJsonValue } from '../../../electron/services/editing/json-edit';

describe('safe edits', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'hookyard-edit-'));
  });
  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('writes atomically with the exact mode, and a failed last check leaves the old bytes', async () => {
    const file = path.join(dir, 'a.json');
    await writeFileAtomic(file, 'one', 0o751);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o751);
    const refused = writeFileAtomic(file, 'two', 0o751, {
      beforeRename: async () => {
        throw new Error('changed');
      },
    });
    await expect(refused).rejects.toThrow('changed');
    expect(await fs.readFile(file, 'utf8')).toBe('one');
    expect(await fs.readdir(dir)).toEqual(['a.json']);
  });

  // The history reads back only records its schema accepts: a change it would lose is refused.
  it('refuses a change without a summary before it writes anything', async () => {
    const file = path.join(dir, 'settings.json');
    await fs.writeFile(file, '{}');
    const engine = new EditEngine({ dataDir: path.join(dir, 'data') });
    const snapshot = await readSnapshot(file);
    const write = {
      kind: 'write' as const,
      snapshot,
      bytes: Buffer.from('{"a":1}'),
      json: 'strict' as const,
    };
    await expect(
      engine.apply({ operation: 'edit', hookIds: [], summary: [], writes: [write] }),
    ).rejects.toThrow('a change needs a summary');
    expect(await fs.readFile(file, 'utf8')).toBe('{}');
    expect((await engine.history()).records).toEqual([]);
  });

  it('reports a permission error in plain words and writes nothing', async () => {
    const locked = path.join(dir, 'locked');
    await fs.mkdir(locked);
    const file = path.join(locked, 'settings.json');
    await fs.writeFile(file, '{}');
    await fs.chmod(locked, 0o555);
    await fs.chmod(dir, 0o755);
    await fs.chmod(file, 0o644);
    const engine = new EditEngine({ dataDir: path.join(dir, 'data') });
    const snapshot = await readSnapshot(file);
    // As root every permission check passes: act as nobody, as a normal user's process would be.
    const asRoot = process.getuid?.() === 0;
    await fs.mkdir(path.join(dir, 'data'), { mode: 0o777 });
    await fs.chmod(path.join(dir, 'data'), 0o777);
    if (asRoot) process.seteuid?.(65534);
    try {
      const failure = await engine
        .apply({
          operation: 'disable',
          hookIds: [],
          summary: 'test',
          writes: [
            { kind: 'write', snapshot, bytes: Buffer.from('{"a":1}'), json: 'strict' as const },
          ],
        })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({
        code: 'invalid-request',
        message: expect.stringMatching(/permission denied/),
      });
    } finally {
      if (asRoot) process.seteuid?.(0);
    }
    expect(await fs.readFile(file, 'utf8')).toBe('{}');
    expect(await fs.readdir(locked)).toEqual(['settings.json']);
  });

  it('inserts in the style of each file: tabs, CRLF, compact, spaced compact', () => {
    const cases: Array<[string, string]> = [
      ['{\n\t"a": 1\n}\n', '{\n\t"a": 1,\n\t"disableAllHooks": true\n}\n'],
      ['{\r\n    "a": 1\r\n}\r\n', '{\r\n    "a": 1,\r\n    "disableAllHooks": true\r\n}\r\n'],
      ['{"a":1}', '{"a":1,"disableAllHooks":true}'],
      ['{"a" : 1, "b" : 2}', '{"a" : 1, "b" : 2, "disableAllHooks" : true}'],
      ['', '{\n  "disableAllHooks": true\n}\n'],
    ];
    for (const [before, after] of cases) {
      expect(setJsonValue(parseJsonDocument(before, 'f'), ['disableAllHooks'], true)).toBe(after);
    }
    const nested = insertJsonValue(
      parseJsonDocument('{\r\n\t"x": 1\r\n}', 'f'),
      ['hooks', 'Stop', -1],
      { hooks: [] },
      true,
    );
    expect(nested).toBe(
      '{\r\n\t"x": 1,\r\n\t"hooks": {\r\n\t\t"Stop": [\r\n\t\t\t{\r\n\t\t\t\t"hooks": []\r\n\t\t\t}\r\n\t\t]\r\n\t}\r\n}',
    );
  });

  it('refuses comments, trailing commas and a byte-order mark rather than rewriting them', () => {
    for (const text of ['{ // c\n}', '{"a": 1,}', '\uFEFF{}', '[]']) {
      expect(() => parseJsonDocument(text, 'settings.json')).toThrow(/settings.json/);
    }
  });

  it('switches a hook off and on in a 3 MB settings file quickly and exactly', () => {
    const filler = Object.fromEntries(
      Array.from({ length: 35_000 }, (_, i) => [`key${i}`, 'x'.repeat(80)]),
    );
    const text = JSON.stringify(
      {
        ...filler,
        hooks: {
          Stop: [
            {
              hooks: [
                { type: 'command', command: 'a' },
                { type: 'command', command: 'b' },
              ],
            },
          ],
        },
      },
      null,
      2,
    );
    expect(text.length).toBeGreaterThan(3_000_000);
    const { text: off, removed } = removeHandler(parseJsonDocument(text, 'f'), 'Stop', 0, 1);
    const on = restoreHandler(parseJsonDocument(off, 'f'), removed);
    expect(on).toBe(text);
  });
});
