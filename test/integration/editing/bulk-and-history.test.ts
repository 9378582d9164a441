import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { changeSummaryEn } from '../../../shared/i18n/change-text';
import type { ChangeRecord } from '../../../shared/schemas/editing';
import { createEditingWorld, type EditingWorld, SETTINGS, settingsPath } from './editing-world';

describe('turning every hook of a workspace off, and the change history', () => {
  let world: EditingWorld;
  beforeEach(async () => {
    world = await createEditingWorld();
    await world.temp.write('ws/.claude/settings.json', SETTINGS);
  });
  afterEach(() => world.cleanup());

  const active = async (agent: string) =>
    (await world.hooks()).filter((hook) => hook.agent === agent && hook.status === 'active');

  it('creates settings.local.json with disableAllHooks, and undo removes it again', async () => {
    const local = settingsPath(world.ws, true);
    const change = await world.bulk.disableAll({
      workspaceId: world.workspace.id,
      agent: 'claude-code',
    });
    expect(await world.read(local)).toBe('{\n  "disableAllHooks": true\n}\n');
    expect(await active('claude-code')).toEqual([]);
    expect(change.summary).toEqual([
      { key: 'change.claude-hooks-turned-off', params: { root: world.ws } },
    ]);
    await world.history.restore(change.id);
    await expect(fs.access(local)).rejects.toThrow();
    expect(await active('claude-code')).toHaveLength(3);
  });

  it('edits an existing compact settings.local.json in place, and undo restores its exact bytes', async () => {
    const local = await world.temp.write(
      'ws/.claude/settings.local.json',
      '{"permissions":{"allow":["Bash(ls)"]}}',
    );
    const change = await world.bulk.disableAll({
      workspaceId: world.workspace.id,
      agent: 'claude-code',
    });
    expect(await world.read(local)).toBe(
      '{"permissions":{"allow":["Bash(ls)"]},"disableAllHooks":true}',
    );
    await world.history.restore(change.id);
    expect(await world.read(local)).toBe('{"permissions":{"allow":["Bash(ls)"]}}');
  });

  it('takes back only disableAllHooks when Claude Code rewrote the file meanwhile', async () => {
    const local = settingsPath(world.ws, true);
    const change = await world.bulk.disableAll({
      workspaceId: world.workspace.id,
      agent: 'claude-code',
    });
    await fs.writeFile(
      local,
      '{\n  "disableAllHooks": true,\n  "permissions": {"allow": ["Bash(npm test)"]}\n}\n',
    );
    await world.history.restore(change.id);
    expect(await world.read(local)).toBe('{\n  "permissions": {"allow": ["Bash(npm test)"]}\n}\n');
  });

  it('moves every Cline hook file of the workspace off in one change, and undo moves them all back', async () => {
    const a = await world.temp.write('ws/.clinerules/hooks/PreToolUse', '#!/bin/bash\n', 0o755);
    const b = await world.temp.write('ws/.cline/hooks/TaskStart.js', 'console.log(1)\n', 0o644);
    const user = await world.temp.write(
      'home/Documents/Cline/Hooks/TaskComplete',
      '#!/bin/bash\n',
      0o755,
    );
    const change = await world.bulk.disableAll({
      workspaceId: world.workspace.id,
      agent: 'cline-cli',
    });
    expect(change.files).toHaveLength(4);
    expect((await active('cline-cli')).map((hook) => hook.sourcePath)).toEqual([user]);
    await world.history.restore(change.id);
    expect(await world.read(a)).toBe('#!/bin/bash\n');
    expect((await fs.stat(a)).mode & 0o777).toBe(0o755);
    expect((await fs.stat(b)).mode & 0o777).toBe(0o644);
    expect(await active('cline-cli')).toHaveLength(3);
  });

  it('lists every change with its operation, files and hooks, newest first', async () => {
    const guard = await world.hook(settingsPath(world.ws), 'PreToolUse/0/0');
    await world.switches.disable({
      scope: world.scope,
      hookId: guard.id,
      contentHash: guard.contentHash,
    });
    await world.bulk.disableAll({ workspaceId: world.workspace.id, agent: 'claude-code' });
    const { changes, total } = await world.history.list();
    expect(total).toBe(2);
    expect(changes.map((change) => change.operation)).toEqual(['disable-all', 'disable']);
    expect(changes[1]?.hookIds).toEqual([guard.id]);
    expect(changes[1]?.files.map((file) => path.basename(file.path))).toEqual([
      'settings.json',
      expect.stringMatching(/\.json$/),
    ]);
    const before = await world.history.content(changes[1]!.id, settingsPath(world.ws), 'before');
    expect(before).toBe(SETTINGS);
  });

  it('restores a change, and restoring the restore redoes it', async () => {
    const file = settingsPath(world.ws);
    const guard = await world.hook(file, 'PreToolUse/0/0');
    const disable = await world.switches.disable({
      scope: world.scope,
      hookId: guard.id,
      contentHash: guard.contentHash,
    });
    const disabledText = await world.read(file);
    expect(disable.summary).toEqual([
      {
        key: 'change.hook-switched-off',
        params: { event: 'PreToolUse', hook: './guard.sh', file },
      },
    ]);
    const undo = await world.history.restore(disable.id);
    expect(await world.read(file)).toBe(SETTINGS);
    expect(await world.switches.listDisabled(world.scope)).toEqual([]);
    // The operation says it is a restore; the words stay those of the change it takes back.
    expect(undo).toMatchObject({
      operation: 'restore',
      restores: disable.id,
      summary: disable.summary,
    });
    const redo = await world.history.restore(undo.id);
    expect(redo.summary).toEqual(disable.summary);
    expect(await world.read(file)).toBe(disabledText);
    expect(await world.switches.listDisabled(world.scope)).toHaveLength(1);
  });

  it('lists a change an earlier version summed up in words as written, and its restore keeps them', async () => {
    const earlier: ChangeRecord = {
      id: 'earlier',
      at: '2025-06-01T10:00:00.000Z',
      operation: 'edit',
      hookIds: [],
      summary: 'Edited /ws/guard.sh',
      files: [],
      restores: null,
    };
    await world.temp.write('data/backups/index.jsonl', `${JSON.stringify(earlier)}\n`);
    expect((await world.history.list()).changes).toEqual([earlier]);
    const undo = await world.history.restore('earlier');
    expect(undo.summary).toBe('Edited /ws/guard.sh');
    expect(changeSummaryEn(undo.summary)).toBe('Edited /ws/guard.sh');
  });

  it('counts history lines it cannot read, keeps them in the file, and lists the rest', async () => {
    const change = await world.bulk.disableAll({
      workspaceId: world.workspace.id,
      agent: 'claude-code',
    });
    const index = path.join(world.temp.dataDir, 'backups', 'index.jsonl');
    // A record this version does not know, and a line torn by a crash (no newline).
    await fs.appendFile(index, '{"id":"odd","operation":"paint"}\n{"id":"torn","at":"2026');
    const before = await fs.readFile(index, 'utf8');
    const page = await world.history.list();
    expect(page).toMatchObject({ total: 1, unreadable: 2 });
    expect(page.changes.map((record) => record.id)).toEqual([change.id]);
    await world.history.restore(change.id);
    expect((await fs.readFile(index, 'utf8')).startsWith(before)).toBe(true);
    expect(await world.history.list()).toMatchObject({ total: 2, unreadable: 2 });
  });

  it('refuses to restore over a file that changed since, and changes nothing', async () => {
    const file = settingsPath(world.ws);
    const guard = await world.hook(file, 'PreToolUse/0/0');
    const disable = await world.switches.disable({
      scope: world.scope,
      hookId: guard.id,
      contentHash: guard.contentHash,
    });
    await fs.appendFile(file, '\n');
    const edited = await world.read(file);
    await expect(world.history.restore(disable.id)).rejects.toMatchObject({ code: 'conflict' });
    expect(await world.read(file)).toBe(edited);
    expect(await world.switches.listDisabled(world.scope)).toHaveLength(1);
  });
});
