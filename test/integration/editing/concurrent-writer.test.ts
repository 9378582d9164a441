import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { BLANK_SETTLE_MS } from '../../../electron/services/editing/file-snapshot';
import { AppFailure } from '../../../shared/result';
import { createEditingWorld, type EditingWorld, settingsPath } from './editing-world';

const WRITES = 600;

/**
 * Claude Code rewriting settings.local.json on every "always allow", in place: bursts of a
 * rewrite every ~2 ms, with a short quiet spell after every 50. A durable edit (its backups and
 * new bytes fsynced between its read and its rename) cannot fit between two rewrites 2 ms apart,
 * so Hookyard's edits land in the quiet spells and are (nearly always) refused in the bursts.
 */
const WRITER = `
const fs = require('node:fs');
const [file, count] = [process.argv[1], Number(process.argv[2])];
const pause = new Int32Array(new SharedArrayBuffer(4));
for (let step = 1; step <= count; step += 1) {
  const allow = Array.from({ length: step % 7 + 1 }, (_, i) => 'Bash(step ' + (step - i) + ')');
  const settings = {
    permissions: { allow },
    hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: './guard.sh' }] }] },
  };
  fs.writeFileSync(file, JSON.stringify(settings, null, 2) + '\\n');
  Atomics.wait(pause, 0, 0, step % 50 === 0 ? 60 : 2);
}
`;

describe('a concurrent writer', () => {
  let world: EditingWorld;
  beforeEach(async () => {
    world = await createEditingWorld();
  });
  afterEach(() => world.cleanup());

  it('never loses the agent’s writes: every Hookyard edit lands on fresh bytes or is refused', async () => {
    const file = settingsPath(world.ws, true);
    await world.temp.write('ws/.claude/settings.local.json', '{}\n');
    const writer = spawn(process.execPath, ['-e', WRITER, file, String(WRITES)], {
      stdio: 'ignore',
    });
    const exited = new Promise<number | null>((resolve) => writer.on('exit', resolve));
    let running = true;
    void exited.then(() => (running = false));
    const outcomes = { ok: 0, conflict: 0, other: 0 };
    while (running) {
      try {
        const disabled = await world.switches.listDisabled(world.scope);
        const guard = (await world.hooks()).find((hook) => hook.sourcePath === file);
        if (disabled.length > 0 && (guard === undefined || Math.random() < 0.5)) {
          await world.switches.enable({
            scope: world.scope,
            hookId: disabled[0]!.id,
            contentHash: disabled[0]!.entries[0]!.contentHash,
          });
        } else if (guard) {
          await world.switches.disable({
            scope: world.scope,
            hookId: guard.id,
            contentHash: guard.contentHash,
          });
        } else {
          continue;
        }
        outcomes.ok += 1;
      } catch (error) {
        // A torn read of the writer's half-written file is refused as invalid or not found.
        if (error instanceof AppFailure && error.code === 'conflict') outcomes.conflict += 1;
        else if (error instanceof AppFailure) outcomes.other += 1;
        else throw error;
      }
    }
    expect(await exited).toBe(0);
    const final = JSON.parse(await world.read(file)) as { permissions: { allow: string[] } };
    // The writer's last state survived whatever Hookyard did after it.
    expect(final.permissions.allow[0]).toBe(`Bash(step ${WRITES})`);
    expect(outcomes.conflict).toBeGreaterThan(0);
    expect(outcomes.ok).toBeGreaterThan(0);
    // Every change Hookyard recorded starts from bytes the writer (or Hookyard) really wrote.
    for (const change of (await world.history.list({ limit: 1000 })).changes) {
      const settings = change.files.find((entry) => entry.path === file);
      if (!settings?.before.hash) continue;
      const before = (await world.engine.blob(settings.before.hash)).toString();
      expect(() => JSON.parse(before)).not.toThrow();
    }
  });

  describe('caught between its truncate and its write', () => {
    const agentBytes = `${JSON.stringify(
      {
        permissions: { allow: ['Bash(npm test)', 'Bash(ls)'] },
        hooks: {
          PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: './guard.sh' }] }],
        },
      },
      null,
      2,
    )}\n`;
    let file: string;
    beforeEach(async () => {
      file = settingsPath(world.ws, true);
      await world.temp.write('ws/.claude/settings.local.json', agentBytes);
      const guard = await world.hook(file);
      await world.switches.disable({
        scope: world.scope,
        hookId: guard.id,
        contentHash: guard.contentHash,
      });
    });

    it('refuses to switch a hook on into the empty file, and the agent’s bytes land intact', async () => {
      const [disabled] = await world.switches.listDisabled(world.scope);
      // The agent has opened the file with O_TRUNC and writes its bytes a moment later: long
      // after Hookyard has read the empty file, well before that emptiness would count as settled.
      writeFileSync(file, '');
      const landed = delay(BLANK_SETTLE_MS / 2).then(() => writeFileSync(file, agentBytes));
      const outcome = await world.switches
        .enable({
          scope: world.scope,
          hookId: disabled!.id,
          contentHash: disabled!.entries[0]!.contentHash,
        })
        .catch((error: unknown) => error);
      await landed;
      expect(outcome).toMatchObject({ code: 'conflict' });
      expect(await world.read(file)).toBe(agentBytes);
      expect(await world.switches.listDisabled(world.scope)).toHaveLength(1);
      const { changes } = await world.history.list();
      expect(changes.map((change) => change.operation)).toEqual(['disable']);
    });

    it('switches it on into a file that stays empty, once it has been empty for a while', async () => {
      const [disabled] = await world.switches.listDisabled(world.scope);
      writeFileSync(file, '');
      const started = Date.now();
      const change = await world.switches.enable({
        scope: world.scope,
        hookId: disabled!.id,
        contentHash: disabled!.entries[0]!.contentHash,
      });
      // Filesystem times come from a coarse clock: allow a few ms either way.
      expect(Date.now() - started).toBeGreaterThanOrEqual(BLANK_SETTLE_MS - 20);
      expect(JSON.parse(await world.read(file))).toEqual({
        hooks: {
          PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command: './guard.sh' }] }],
        },
      });
      const before = await world.history.content(change.id, file, 'before');
      expect(before).toBe('');
    });
  });
});
