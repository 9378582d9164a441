import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ClineCliDialect } from '../../../electron/services/agents/cline-cli/cline-cli-dialect';
import { ClineVscodeDialect } from '../../../electron/services/agents/cline-vscode/cline-vscode-dialect';
import { FileProbe } from '../../../electron/services/platform/file-probe';
import { createWhich } from '../../../electron/services/platform/which';
import { createEditingWorld, type EditingWorld } from './editing-world';

const HOOK = '#!/usr/bin/env bash\ninput=$(cat)\nprintf \'{"cancel":false}\'\n';

describe('switching a Cline hook file off and on', () => {
  let world: EditingWorld;
  let hooksFolder: string;
  let file: string;
  beforeEach(async () => {
    world = await createEditingWorld();
    hooksFolder = path.join(world.ws, '.clinerules', 'hooks');
    file = await world.temp.write('ws/.clinerules/hooks/PreToolUse', HOOK, 0o750);
  });
  afterEach(() => world.cleanup());

  /** Every row both real Cline dialects report for a hooks folder's files, by status. */
  async function clineRows(): Promise<Array<[string, string, string]>> {
    const context = {
      paths: world.temp.paths,
      files: new FileProbe(),
      which: createWhich(world.temp.paths.pathEnv, 'linux'),
    };
    const target = { kind: 'workspace' as const, roots: [world.ws] };
    const results = await Promise.all(
      [new ClineCliDialect(), new ClineVscodeDialect()].map((dialect) =>
        dialect.discover(target, context),
      ),
    );
    return results
      .flatMap((result) => result.hooks)
      .filter((hook) => hook.sourcePath.startsWith(hooksFolder))
      .map((hook) => [hook.agent, path.basename(hook.sourcePath), hook.status]);
  }

  it('hides the file from both the Cline CLI and the VS Code extension', async () => {
    expect(await clineRows()).toEqual([
      ['cline-cli', 'PreToolUse', 'active'],
      ['cline-vscode', 'PreToolUse', 'active'],
    ]);
    const hook = await world.hook(file);
    await world.switches.disable({
      scope: world.scope,
      hookId: hook.id,
      contentHash: hook.contentHash,
    });
    // Neither runtime sees it any more; Hookyard's own folder is not listed as a stray entry.
    expect(await clineRows()).toEqual([]);
    const kept = path.join(hooksFolder, '.hookyard-disabled', 'PreToolUse');
    expect(await fs.readFile(kept, 'utf8')).toBe(HOOK);
    expect((await fs.stat(kept)).mode & 0o777).toBe(0o750);
    const [disabled] = await world.switches.listDisabled(world.scope);
    expect(disabled?.entries.map((entry) => [entry.agent, entry.event, entry.status])).toEqual([
      ['cline-cli', 'PreToolUse', 'disabled'],
      ['cline-vscode', 'PreToolUse', 'disabled'],
    ]);
  });

  it('moves it back with its name, bytes and mode', async () => {
    const hook = await world.hook(file);
    await world.switches.disable({
      scope: world.scope,
      hookId: hook.id,
      contentHash: hook.contentHash,
    });
    const [disabled] = await world.switches.listDisabled(world.scope);
    await world.switches.enable({
      scope: world.scope,
      hookId: disabled!.entries[1]!.id,
      contentHash: disabled!.entries[1]!.contentHash,
    });
    expect(await fs.readFile(file, 'utf8')).toBe(HOOK);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o750);
    expect((await clineRows()).filter((row) => row[2] === 'active')).toHaveLength(2);
  });

  it('refuses to move it back over a new file of the same name', async () => {
    const hook = await world.hook(file);
    await world.switches.disable({
      scope: world.scope,
      hookId: hook.id,
      contentHash: hook.contentHash,
    });
    await fs.writeFile(file, '#!/bin/sh\necho new\n');
    const [disabled] = await world.switches.listDisabled(world.scope);
    await expect(
      world.switches.enable({
        scope: world.scope,
        hookId: disabled!.id,
        contentHash: disabled!.entries[0]!.contentHash,
      }),
    ).rejects.toMatchObject({ code: 'conflict' });
    expect(await fs.readFile(file, 'utf8')).toBe('#!/bin/sh\necho new\n');
  });

  it('works inside a symlinked hooks folder, and refuses a symlinked hook file', async () => {
    const elsewhere = await world.temp.mkdir('shared-hooks');
    await fs.rename(file, path.join(elsewhere, 'PreToolUse'));
    await fs.rm(hooksFolder, { recursive: true });
    await fs.symlink(elsewhere, hooksFolder);
    const hook = await world.hook(file);
    await world.switches.disable({
      scope: world.scope,
      hookId: hook.id,
      contentHash: hook.contentHash,
    });
    expect(await fs.readdir(path.join(elsewhere, '.hookyard-disabled'))).toEqual(['PreToolUse']);
    expect((await fs.lstat(hooksFolder)).isSymbolicLink()).toBe(true);

    const target = await world.temp.write('scripts/task-start.sh', HOOK, 0o755);
    const link = path.join(hooksFolder, 'TaskStart');
    await fs.symlink(target, link);
    const linked = await world.hook(link);
    await expect(
      world.switches.disable({
        scope: world.scope,
        hookId: linked.id,
        contentHash: linked.contentHash,
      }),
    ).rejects.toThrow(/symbolic link/);
    expect((await fs.lstat(link)).isSymbolicLink()).toBe(true);
  });
});
