import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import type { PushedEvent } from '../../../electron/services/app-services';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

/**
 * The live inventory: a change on disk must reach listeners without a restart. The watcher may
 * coalesce events, so each test waits for at least one `inventory:changed` for the right scope.
 */
describe('inventory watching', () => {
  let temp: TempHome;
  let services: AppServices;
  let events: PushedEvent[];
  let workspaceId: string;
  let workspace: string;

  beforeEach(async () => {
    temp = await createTempHome();
    workspace = await temp.mkdir('ws/app');
    services = await createTestServices(temp, true);
    workspaceId = (await services.workspaces.add({ roots: [workspace] })).id;
    events = [];
    services.onDidPush((event) => events.push(event));
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  const changedFor = (id: string) =>
    events.some(
      (event) =>
        event.event === 'inventory:changed' &&
        event.payload.scope.kind === 'workspace' &&
        event.payload.scope.workspaceId === id,
    );
  const changedForUser = () =>
    events.some(
      (event) => event.event === 'inventory:changed' && event.payload.scope.kind === 'user',
    );

  it('notices a hooks folder created after start and a file added to it', async () => {
    await fs.mkdir(path.join(workspace, '.cline', 'hooks'), { recursive: true });
    await expect.poll(() => changedFor(workspaceId), { timeout: 3_000 }).toBe(true);
    events.length = 0;
    await fs.writeFile(
      path.join(workspace, '.cline', 'hooks', 'PreToolUse'),
      '#!/bin/bash\necho {}\n',
    );
    await expect.poll(() => changedFor(workspaceId), { timeout: 3_000 }).toBe(true);
  });

  it('notices a chmod and an edit of a settings file at user level', async () => {
    const hook = await temp.write('home/Documents/Cline/Hooks/TaskStart', '#!/bin/bash\n', 0o644);
    await expect.poll(() => changedForUser(), { timeout: 3_000 }).toBe(true);
    events.length = 0;
    await fs.chmod(hook, 0o755);
    await expect.poll(() => changedForUser(), { timeout: 3_000 }).toBe(true);
    events.length = 0;
    await temp.write('home/.claude/settings.json', '{"hooks": {}}');
    await expect.poll(() => changedForUser(), { timeout: 3_000 }).toBe(true);
  });

  // An absence is shown by a positive signal, not a sleep: each announced change comes after the
  // watch set was rebuilt, and changes made together are announced together (one debounce, one
  // poll), so the user-level change written with the workspace's would bring the workspace's
  // announcement with it if the workspace were still watched.
  it('stops watching a workspace once it is removed', async () => {
    await services.workspaces.remove(workspaceId);
    await temp.write('home/.claude/settings.json', '{"hooks": {}}');
    await expect.poll(() => changedForUser(), { timeout: 5_000 }).toBe(true);
    events.length = 0;
    await fs.mkdir(path.join(workspace, '.claude'), { recursive: true });
    await fs.writeFile(path.join(workspace, '.claude', 'settings.json'), '{}');
    await temp.write('home/.claude/settings.json', '{"hooks": {} }');
    await expect.poll(() => changedForUser(), { timeout: 5_000 }).toBe(true);
    expect(changedFor(workspaceId)).toBe(false);
  });

  it('would have announced the workspace change in that same flush while it was watched', async () => {
    await fs.mkdir(path.join(workspace, '.claude'), { recursive: true });
    await fs.writeFile(path.join(workspace, '.claude', 'settings.json'), '{}');
    await temp.write('home/.claude/settings.json', '{"hooks": {} }');
    await expect.poll(() => changedForUser(), { timeout: 5_000 }).toBe(true);
    expect(changedFor(workspaceId)).toBe(true);
  });

  it('says when a workspace root is deleted and when it comes back, in the scan and the list', async () => {
    const scope = { kind: 'workspace' as const, workspaceId };
    const workspacesChanged = () => events.some((event) => event.event === 'workspaces:changed');
    await fs.rm(workspace, { recursive: true });
    await expect.poll(() => workspacesChanged(), { timeout: 3_000 }).toBe(true);
    expect((await services.inventory.get(scope)).missingRoots).toEqual([
      {
        root: workspace,
        reason: { key: 'reason.workspace-root-missing', params: { root: workspace } },
      },
    ]);
    events.length = 0;
    await fs.mkdir(workspace);
    await expect.poll(() => workspacesChanged(), { timeout: 3_000 }).toBe(true);
    expect((await services.inventory.get(scope)).missingRoots).toEqual([]);
  });
});
