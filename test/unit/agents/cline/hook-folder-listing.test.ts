import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { listHookFolder } from '../../../../electron/services/agents/cline/hook-folder-listing';
import { FileProbe } from '../../../../electron/services/platform/file-probe';
import { createTempClineHost, type TempClineHost } from './temp-cline-host';

describe('listHookFolder', () => {
  let host: TempClineHost;
  beforeEach(async () => {
    host = await createTempClineHost();
  });
  afterEach(() => host.cleanup());

  it('reports a folder that does not exist as missing, with no reason', async () => {
    const listing = await listHookFolder(path.join(host.root, 'nope'), new FileProbe());
    expect(listing).toEqual({ state: 'missing', reason: null, entries: [] });
  });

  it('reports a file where the hooks folder should be as invalid', async () => {
    const file = await host.write('hooks', 'not a folder');
    const listing = await listHookFolder(file, new FileProbe());
    expect(listing.state).toBe('invalid');
    expect(listing.reason).toEqual({
      key: 'reason.hooks-folder-not-a-folder',
      params: { folder: file },
    });
  });

  it('reports a folder it cannot read (a symlink loop) as unreadable, in plain words', async () => {
    const loop = path.join(host.root, 'loop');
    await fs.symlink(loop, loop);
    const listing = await listHookFolder(loop, new FileProbe());
    expect(listing.state).toBe('unreadable');
    expect(listing.reason).toEqual({
      key: 'reason.hooks-folder-unreadable',
      params: { folder: loop, message: 'too many symbolic links encountered' },
    });
  });

  it('tells files, subfolders, symlinks and broken symlinks apart', async () => {
    const target = await host.write('hooks/TaskStart', '#!/bin/sh\n');
    await fs.mkdir(path.join(host.root, 'hooks/sub'));
    await fs.symlink(target, path.join(host.root, 'hooks/PreToolUse'));
    await fs.symlink(path.join(host.root, 'hooks/sub'), path.join(host.root, 'hooks/LinkToDir'));
    await fs.symlink(path.join(host.root, 'gone'), path.join(host.root, 'hooks/Broken'));
    const listing = await listHookFolder(path.join(host.root, 'hooks'), new FileProbe());
    const byName = Object.fromEntries(
      listing.entries.map((entry) => [entry.name, [entry.kind, entry.linkTarget]]),
    );
    expect(byName).toEqual({
      TaskStart: ['file', null],
      sub: ['directory', null],
      PreToolUse: ['symlink', 'file'],
      LinkToDir: ['symlink', 'directory'],
      Broken: ['symlink', 'missing'],
    });
  });

  it('shows a non-UTF-8 name with U+FFFD and keeps two such names apart', async () => {
    const dir = path.join(host.root, 'hooks');
    await fs.mkdir(dir);
    for (const byte of [0xff, 0xfe]) {
      const name = Buffer.concat([
        Buffer.from(`${dir}/Pre`),
        Buffer.from([byte]),
        Buffer.from('.sh'),
      ]);
      await fs.writeFile(name, 'echo hi\n');
    }
    const listing = await listHookFolder(dir, new FileProbe());
    expect(listing.entries.map((entry) => entry.name)).toEqual(['Pre\uFFFD.sh', 'Pre\uFFFD.sh']);
    expect(listing.entries.every((entry) => entry.nonUtf8 && entry.kind === 'file')).toBe(true);
    expect(listing.entries.map((entry) => entry.locator).sort()).toEqual([
      'Pre\\xFE.sh',
      'Pre\\xFF.sh',
    ]);
  });

  it('treats a valid UTF-8 name that contains U+FFFD as an ordinary name', async () => {
    await host.write('hooks/odd\uFFFDname', 'x');
    const [entry] = (await listHookFolder(path.join(host.root, 'hooks'), new FileProbe())).entries;
    expect(entry).toMatchObject({
      name: 'odd\uFFFDname',
      locator: 'odd\uFFFDname',
      nonUtf8: false,
    });
  });
});
