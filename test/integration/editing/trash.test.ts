import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { HookTrash } from '../../../electron/services/editing/hook-trash';
import { changeSummaryEn } from '../../../shared/i18n/change-text';
import {
  createEditingWorld,
  type EditingWorld,
  SETTINGS,
  settingsPath,
  shown,
} from './editing-world';

describe('deleting hooks to the trash', () => {
  let world: EditingWorld;
  let trash: HookTrash;
  beforeEach(async () => {
    world = await createEditingWorld();
    trash = new HookTrash({
      engine: world.engine,
      lookup: world.inventory,
      dataDir: world.temp.dataDir,
    });
  });
  afterEach(() => world.cleanup());

  it('keeps a deleted Cline hook file (bytes and mode) and restores it', async () => {
    const file = await world.temp.write('ws/.cline/hooks/TaskStart.py', 'print(1)\n', 0o700);
    const hook = await world.hook(file);
    const { trashId, change } = await trash.delete({
      scope: world.scope,
      hookId: hook.id,
      contentHash: hook.contentHash,
    });
    expect(change.summary).toEqual([
      { key: 'change.hook-trashed', params: { event: 'TaskStart', hook: 'TaskStart.py', file } },
    ]);
    await expect(fs.access(file)).rejects.toThrow();
    expect(await trash.list()).toEqual([
      expect.objectContaining({
        id: trashId,
        agent: 'cline-cli',
        event: 'TaskStart',
        originalPath: file,
      }),
    ]);
    const restored = await trash.restore(trashId);
    expect(changeSummaryEn(restored.summary)).toBe(
      `Restored the TaskStart hook TaskStart.py to ${file} from the trash`,
    );
    expect(await world.read(file)).toBe('print(1)\n');
    expect((await fs.stat(file)).mode & 0o777).toBe(0o700);
    expect(await trash.list()).toEqual([]);
    expect(await fs.readdir(path.join(world.temp.dataDir, 'trash', trashId))).toEqual([]);
  });

  it('cuts a Claude Code handler out of its settings and puts it back byte for byte', async () => {
    const file = await world.temp.write('ws/.claude/settings.json', SETTINGS);
    const audit = await world.hook(file, 'PreToolUse/0/1');
    const { trashId } = await trash.delete({
      scope: world.scope,
      hookId: audit.id,
      contentHash: audit.contentHash,
    });
    expect(await world.read(file)).not.toContain('audit.sh');
    expect((await trash.list())[0]?.removed?.handlerText).toBe(
      '{ "type": "command", "command": "./audit.sh" }',
    );
    const restored = await trash.restore(trashId);
    expect(changeSummaryEn(restored.summary)).toBe(
      `Restored the PreToolUse hook ./audit.sh to ${file} from the trash`,
    );
    expect(await world.read(file)).toBe(SETTINGS);
  });

  it('refuses to restore over a new file of the same name', async () => {
    const file = await world.temp.write('ws/.clinerules/hooks/PreToolUse', '#!/bin/bash\n', 0o755);
    const { trashId } = await trash.delete({
      scope: world.scope,
      ...shown(await world.hook(file)),
    });
    await fs.writeFile(file, 'newer\n');
    await expect(trash.restore(trashId)).rejects.toMatchObject({ code: 'conflict' });
    expect(await world.read(file)).toBe('newer\n');
    expect(await trash.list()).toHaveLength(1);
  });

  it('undoes a delete through the change history too', async () => {
    const file = await world.temp.write('ws/.claude/settings.json', SETTINGS);
    const stop = await world.hook(settingsPath(world.ws), 'Stop/0/0');
    const { change } = await trash.delete({
      scope: world.scope,
      hookId: stop.id,
      contentHash: stop.contentHash,
    });
    await world.history.restore(change.id);
    expect(await world.read(file)).toBe(SETTINGS);
    expect(await trash.list()).toEqual([]);
  });
});
