import fs from 'node:fs/promises';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { type ChangeRequest, EditEngine } from '../../../electron/services/editing/edit-engine';
import { HookSwitch } from '../../../electron/services/editing/hook-switch';
import { AppFailure } from '../../../shared/result';
import { createEditingWorld, type EditingWorld, SETTINGS, settingsPath } from './editing-world';

describe('switching a Claude Code hook off and on', () => {
  let world: EditingWorld;
  let file: string;
  beforeEach(async () => {
    world = await createEditingWorld();
    file = settingsPath(world.ws);
    await world.temp.write('ws/.claude/settings.json', SETTINGS, 0o640);
  });
  afterEach(() => world.cleanup());

  it('takes the handler out of the file and lists it as disabled by Hookyard', async () => {
    const guard = await world.hook(file, 'PreToolUse/0/0');
    await world.switches.disable({
      scope: world.scope,
      hookId: guard.id,
      contentHash: guard.contentHash,
    });
    const text = await world.read(file);
    expect(text).not.toContain('guard.sh');
    expect(text).toContain('"x-unknown": true');
    expect((await world.hooks()).some((hook) => hook.raw.includes('guard.sh'))).toBe(false);
    const [disabled] = await world.switches.listDisabled(world.scope);
    expect(disabled?.entries[0]).toMatchObject({
      agent: 'claude-code',
      event: 'PreToolUse',
      matcher: 'Bash',
      status: 'disabled',
      reason: { key: 'reason.disabled-by-hookyard' },
      handler: { type: 'command', summary: './guard.sh', timeoutSec: 5 },
    });
  });

  it('puts it back byte for byte, mode kept, when nothing else changed', async () => {
    const before = await world.read(file);
    const stop = await world.hook(file, 'Stop/0/0');
    await world.switches.disable({
      scope: world.scope,
      hookId: stop.id,
      contentHash: stop.contentHash,
    });
    expect(JSON.parse(await world.read(file)).hooks.Stop).toBeUndefined();
    const [disabled] = await world.switches.listDisabled(world.scope);
    const enabled = await world.switches.enable({
      scope: world.scope,
      hookId: disabled!.entries[0]!.id,
      contentHash: disabled!.entries[0]!.contentHash,
    });
    // Named as its row showed it while off, read back from the kept record.
    expect(enabled.summary).toEqual([
      {
        key: 'change.hook-switched-on',
        params: { event: 'Stop', hook: './stop.sh', file },
      },
    ]);
    expect(await world.read(file)).toBe(before);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o640);
    expect(await world.switches.listDisabled(world.scope)).toEqual([]);
  });

  it('puts it back into its group after other edits to the file', async () => {
    const guard = await world.hook(file, 'PreToolUse/0/0');
    await world.switches.disable({
      scope: world.scope,
      hookId: guard.id,
      contentHash: guard.contentHash,
    });
    const edited = (await world.read(file)).replace('"Bash(ls)"', '"Bash(ls)", "Bash(pwd)"');
    await fs.writeFile(file, edited);
    const [disabled] = await world.switches.listDisabled(world.scope);
    await world.switches.enable({
      scope: world.scope,
      hookId: disabled!.id,
      contentHash: disabled!.entries[0]!.contentHash,
    });
    expect(await world.read(file)).toBe(SETTINGS.replace('"Bash(ls)"', '"Bash(ls)", "Bash(pwd)"'));
  });

  it('refuses with a conflict when the agent rewrote the file after Hookyard read it', async () => {
    const guard = await world.hook(file, 'PreToolUse/0/0');
    const rewritten = SETTINGS.replace('"Bash(ls)"', '"Bash(ls)", "Bash(npm test)"');
    class RacedEngine extends EditEngine {
      override async apply(request: ChangeRequest) {
        // Claude Code's "always allow" lands between Hookyard's read and its write.
        await fs.writeFile(file, rewritten);
        return super.apply(request);
      }
    }
    const raced = new HookSwitch({
      engine: new RacedEngine({ dataDir: world.temp.dataDir }),
      lookup: world.inventory,
      paths: world.temp.paths,
      dataDir: world.temp.dataDir,
    });
    const failure = await raced
      .disable({ scope: world.scope, hookId: guard.id, contentHash: guard.contentHash })
      .catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'conflict' });
    expect(await world.read(file)).toBe(rewritten);
    expect(await world.switches.listDisabled(world.scope)).toEqual([]);
    expect((await world.history.list()).total).toBe(0);
  });

  it('refuses a file with comments, and a read-only file, leaving both as they were', async () => {
    const commented = SETTINGS.replace('"hooks": {', '// mine\n    "hooks": {');
    await fs.writeFile(file, commented);
    const guard = (await world.hooks()).find((hook) => hook.raw.includes('guard.sh'));
    expect(guard).toBeDefined();
    await expect(
      world.switches.disable({
        scope: world.scope,
        hookId: guard!.id,
        contentHash: guard!.contentHash,
      }),
    ).rejects.toThrow(/not valid JSON/);
    expect(await world.read(file)).toBe(commented);

    await fs.writeFile(file, SETTINGS);
    await fs.chmod(file, 0o444);
    const readOnly = await world.hook(file, 'PreToolUse/0/0');
    const failure = await world.switches
      .disable({ scope: world.scope, hookId: readOnly.id, contentHash: readOnly.contentHash })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AppFailure);
    expect((failure as AppFailure).message).toMatch(/read-only/);
    expect(await world.read(file)).toBe(SETTINGS);
    expect(await fs.readdir(path.join(world.temp.dataDir))).not.toContain('disabled');
  });

  it('shows which of two "PreToolUse" keys Claude Code runs, and refuses to edit the file', async () => {
    // The real claude runs only the last key (real-agents/claude-duplicate-keys.test.ts).
    const group = (command: string) =>
      JSON.stringify([{ matcher: 'Bash', hooks: [{ type: 'command', command }] }]);
    const twice = `{\n  "hooks": {\n    "PreToolUse": ${group('./first.sh')},\n    "PreToolUse": ${group('./last.sh')}\n  }\n}\n`;
    await fs.writeFile(file, twice);
    const rows = (await world.hooks()).filter((hook) => hook.sourcePath === file);
    expect(rows.map((hook) => [hook.handler.summary, hook.status, hook.reason.key])).toEqual([
      ['./first.sh', 'ignored', 'reason.duplicate-key-shadowed'],
      ['./last.sh', 'active', 'reason.active'],
    ]);
    expect(rows[1]!.notes.map((note) => note.key)).toContain('note.duplicate-key-live');
    for (const hook of rows) {
      const failure = await world.switches
        .disable({ scope: world.scope, hookId: hook.id, contentHash: hook.contentHash })
        .catch((error: unknown) => error);
      expect(failure).toMatchObject({
        code: 'invalid-request',
        text: expect.objectContaining({
          key: 'failure.settings-duplicate-key',
          params: expect.objectContaining({ key: 'hooks › PreToolUse' }),
        }),
      });
    }
    expect(await world.read(file)).toBe(twice);
    expect(await world.switches.listDisabled(world.scope)).toEqual([]);
  });

  // 216 edits, each with its fsyncs, backup and rescan: 3.6 s on a quiet machine, over 30 s
  // on a loaded CI machine (a CPU hog and other suites), so it gets room of its own.
  it(
    'gives the file back byte for byte whatever order hooks are switched off and on',
    { timeout: 180_000 },
    async () => {
      // Switching off both PreToolUse entries takes the key out; back on in any order, it must
      // come back before PostToolUse with its entries in their order (issue 19 §3).
      const original = `{
  "hooks": {
    "PreToolUse": [
      { "matcher": "Bash", "hooks": [ { "type": "command", "command": "./a.sh" } ] },
      { "matcher": "Write", "hooks": [ { "type": "command", "command": "./b.sh" } ] }
    ],
    "PostToolUse": [ { "hooks": [
      { "type": "command", "command": "./c.sh" },
      { "type": "command", "command": "./stays.sh" } ] } ]
  }
}
`;
      const names = ['./a.sh', './b.sh', './c.sh'];
      const orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
      ];
      const rowOf = async (command: string) => {
        const found = (await world.hooks()).find((hook) => hook.handler.summary === command);
        if (found) return found;
        const off = await world.switches.listDisabled(world.scope);
        const entry = off
          .flatMap((hook) => hook.entries)
          .find((e) => e.handler.summary === command);
        if (!entry) throw new Error(`no ${command}`);
        return entry;
      };
      const differing: string[] = [];
      for (const off of orders) {
        for (const on of orders) {
          await fs.writeFile(file, original);
          for (const index of off) {
            const hook = await rowOf(names[index]!);
            await world.switches.disable({
              scope: world.scope,
              hookId: hook.id,
              contentHash: hook.contentHash,
            });
          }
          for (const index of on) {
            const hook = await rowOf(names[index]!);
            await world.switches.enable({
              scope: world.scope,
              hookId: hook.id,
              contentHash: hook.contentHash,
            });
          }
          if ((await world.read(file)) !== original) differing.push(`off ${off} on ${on}`);
        }
      }
      console.log(`${orders.length ** 2} orders, ${differing.length} not byte for byte`);
      expect(differing).toEqual([]);
    },
  );

  it('edits the target of a symlinked settings file and keeps the link', async () => {
    const real = await world.temp.write('dotfiles/claude-settings.json', SETTINGS);
    await fs.rm(file);
    await fs.symlink(real, file);
    const guard = await world.hook(file, 'PreToolUse/0/0');
    await world.switches.disable({
      scope: world.scope,
      hookId: guard.id,
      contentHash: guard.contentHash,
    });
    expect((await fs.lstat(file)).isSymbolicLink()).toBe(true);
    expect(await world.read(real)).not.toContain('guard.sh');
    const [disabled] = await world.switches.listDisabled(world.scope);
    await world.switches.enable({
      scope: world.scope,
      hookId: disabled!.id,
      contentHash: disabled!.entries[0]!.contentHash,
    });
    expect(await world.read(real)).toBe(SETTINGS);
    expect((await fs.lstat(file)).isSymbolicLink()).toBe(true);
  });

  it('refuses managed hooks', async () => {
    await world.temp.write('etc/claude-code/managed-settings.json', SETTINGS);
    const managed = (await world.hooks()).find((hook) => hook.scope === 'managed');
    await expect(
      world.switches.disable({
        scope: world.scope,
        hookId: managed!.id,
        contentHash: managed!.contentHash,
      }),
    ).rejects.toThrow(/user, project and local settings files only/);
  });
});
