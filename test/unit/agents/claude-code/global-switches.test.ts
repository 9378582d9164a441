import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import {
  type ClaudeHome,
  command,
  createClaudeHome,
  FIXTURES,
  projectSettings,
  rowOf,
  settingsWith,
  userSettings,
} from './claude-home';

let home: ClaudeHome;
beforeEach(async () => {
  home = await createClaudeHome();
});
afterEach(() => home.cleanup());

const stop = (text: string, extra: object = {}) =>
  settingsWith('Stop', [command(text)], undefined, extra);

describe('disableAllHooks and allowManagedHooksOnly (spec §1.2)', () => {
  it('turns off every non-managed hook when the user file sets disableAllHooks, but not managed ones', async () => {
    const user = await home.write(userSettings(home), stop('echo user', { disableAllHooks: true }));
    const managed = await home.write(home.paths.claudeManagedSettings, stop('echo managed'));
    const root = await home.workspace('w');
    const project = await home.write(projectSettings(root), stop('echo project'));
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    const off = { key: 'reason.disabled-by-disable-all-hooks', params: { file: user } };
    expect(rowOf(result, user)).toMatchObject({ status: 'disabled', reason: off });
    expect(rowOf(result, project)).toMatchObject({ status: 'disabled', reason: off });
    expect(rowOf(result, managed).status).toBe('active');
  });

  it('lets a project file’s disableAllHooks silence the user’s hooks in that workspace (disable-all-project scenario)', async () => {
    const user = await home.write(
      userSettings(home),
      await fs.readFile(path.join(FIXTURES, 'disable-all-project', 'settings.user.json')),
    );
    const root = await home.workspace('w');
    const project = await home.write(
      projectSettings(root),
      await fs.readFile(path.join(FIXTURES, 'disable-all-project', 'settings.project.json')),
    );
    const inWorkspace = await home.discover({ kind: 'workspace', roots: [root] });
    const off = { key: 'reason.disabled-by-disable-all-hooks', params: { file: project } };
    for (const row of inWorkspace.hooks)
      expect(row).toMatchObject({ status: 'disabled', reason: off });
    expect(inWorkspace.hooks.some((row) => row.sourcePath === user)).toBe(true);
    // Seen from the user level, the project's switch does not apply.
    const userLevel = await home.discover({ kind: 'user' });
    expect(rowOf(userLevel, user, 'Stop/0/0').status).toBe('active');
  });

  it('keeps a local file’s disableAllHooks to its own workspace root', async () => {
    const [a, b] = await Promise.all([home.workspace('a'), home.workspace('b')]);
    const aLocal = await home.write(projectSettings(a, true), { disableAllHooks: true });
    const aProject = await home.write(projectSettings(a), stop('echo a'));
    const bProject = await home.write(projectSettings(b), stop('echo b'));
    const result = await home.discover({ kind: 'workspace', roots: [a, b] });
    expect(rowOf(result, aProject).reason).toEqual({
      key: 'reason.disabled-by-disable-all-hooks',
      params: { file: aLocal },
    });
    expect(rowOf(result, bProject).status).toBe('active');
  });

  it('turns off everything, managed hooks included, when managed settings set disableAllHooks', async () => {
    const managed = await home.write(
      home.paths.claudeManagedSettings,
      stop('echo managed', { disableAllHooks: true }),
    );
    const user = await home.write(userSettings(home), stop('echo user'));
    const result = await home.discover();
    const off = { key: 'reason.disabled-by-disable-all-hooks', params: { file: managed } };
    expect(rowOf(result, managed)).toMatchObject({ status: 'disabled', reason: off });
    expect(rowOf(result, user)).toMatchObject({ status: 'disabled', reason: off });
  });

  it('reads the managed switches from a drop-in file too', async () => {
    const dropIn = await home.write(
      path.join(
        path.dirname(home.paths.claudeManagedSettings),
        'managed-settings.d',
        'policy.json',
      ),
      { allowManagedHooksOnly: true },
    );
    const user = await home.write(userSettings(home), stop('echo user'));
    const result = await home.discover();
    expect(rowOf(result, user).reason).toEqual({
      key: 'reason.disabled-by-managed-only',
      params: { file: dropIn },
    });
  });

  it('lets only managed hooks run under allowManagedHooksOnly', async () => {
    const managed = await home.write(
      home.paths.claudeManagedSettings,
      stop('echo managed', { allowManagedHooksOnly: true }),
    );
    const user = await home.write(userSettings(home), stop('echo user'));
    const root = await home.workspace('w');
    const local = await home.write(projectSettings(root, true), stop('echo local'));
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    const off = { key: 'reason.disabled-by-managed-only', params: { file: managed } };
    expect(rowOf(result, user)).toMatchObject({ status: 'disabled', reason: off });
    expect(rowOf(result, local)).toMatchObject({ status: 'disabled', reason: off });
    expect(rowOf(result, managed).status).toBe('active');
  });

  it('ignores allowManagedHooksOnly outside managed settings', async () => {
    const user = await home.write(
      userSettings(home),
      stop('echo user', { allowManagedHooksOnly: true }),
    );
    expect(rowOf(await home.discover(), user).status).toBe('active');
  });

  it('ignores the switches of a file Claude Code skips for invalid JSON', async () => {
    await home.write(userSettings(home), '{"disableAllHooks": true,}');
    const root = await home.workspace('w');
    const project = await home.write(projectSettings(root), stop('echo project'));
    const result = await home.discover({ kind: 'workspace', roots: [root] });
    expect(rowOf(result, project).status).toBe('active');
  });
});
