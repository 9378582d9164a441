import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';

import { runRealClaude, stopFakeAnthropicServers, writeJson } from '../../helpers/real-claude';
import {
  type ClineWorld,
  killClineProcessesUnder,
  makeClineWorld,
  runRealCline,
} from '../../helpers/real-cline';
import { createEditingWorld, type EditingWorld } from '../editing/editing-world';
import { markerHook } from './manage-agent-hooks';

// Must-show 1: a user-level hook adopted by Hookyard fires in workspace A and not in workspace B,
// in the real `claude` and the real `cline`; releasing it restores the file byte for byte.
let world: EditingWorld;
let wsB: string;
let marker: string;
beforeEach(async () => {
  world = await createEditingWorld();
  wsB = await world.temp.mkdir('ws-b');
  await world.registry.add({ roots: [wsB] });
  marker = path.join(world.temp.root, 'fired.log');
});
afterEach(async () => {
  killClineProcessesUnder(world.temp.root);
  await world.cleanup();
});
afterAll(() => stopFakeAnthropicServers());

/** The folders the adopted hook ran in, one line per run. */
function ranIn(): string[] {
  if (!fs.existsSync(marker)) return [];
  return fs
    .readFileSync(marker, 'utf8')
    .trim()
    .split('\n')
    .map((line) => line.replace(/^fired /, ''));
}

async function adoptForWorkspaceA(file: string): Promise<string> {
  return (await world.adoptForWorkspace(file)).adoption.id;
}

describe('an adopted user-level hook, with the real agents', () => {
  test(
    'Claude Code: fires in workspace A, not in B; release restores ~/.claude/settings.json',
    { timeout: 240_000 },
    async () => {
      const file = path.join(world.temp.home, '.claude', 'settings.json');
      writeJson(file, {
        permissions: { allow: ['Bash'] },
        hooks: {
          PreToolUse: [
            { matcher: 'Bash', hooks: [{ type: 'command', command: markerHook(marker) }] },
          ],
        },
      });
      const original = fs.readFileSync(file, 'utf8');
      writeJson(path.join(world.temp.home, '.claude.json'), {
        projects: Object.fromEntries(
          [world.ws, wsB].map((project) => [project, { hasTrustDialogAccepted: true }]),
        ),
      });
      const run = async (project: string, label: string) => {
        const result = await runRealClaude({
          scratch: path.join(world.temp.root, `claude-${label}`),
          home: world.temp.home,
          project,
          steps: [{ tool: 'Bash', input: { command: 'true', description: label } }, { text: 'ok' }],
        });
        expect(result.timedOut).toBe(false);
      };

      const adoptionId = await adoptForWorkspaceA(file);
      await run(world.ws, 'a');
      await run(wsB, 'b');
      expect(ranIn()).toEqual([world.ws]);
      await world.adoption.release(adoptionId);
      expect(fs.readFileSync(file, 'utf8')).toBe(original);
      await run(wsB, 'b-released');
      expect(ranIn()).toEqual([world.ws, wsB]);
    },
  );

  test(
    'Cline CLI: fires in workspace A, not in B; release restores ~/.cline/hooks/PreToolUse',
    { timeout: 300_000 },
    async () => {
      // Both workspaces share the temp HOME, whose ~/.cline/hooks holds the user-level hook.
      const a = makeClineWorld(world.temp.root);
      const b: ClineWorld = {
        scratch: path.join(world.temp.root, 'cline-b'),
        home: a.home,
        ws: wsB,
      };
      fs.mkdirSync(b.scratch, { recursive: true });
      fs.writeFileSync(path.join(wsB, 'README.txt'), 'hello from B\n');
      spawnSync('git', ['init', '-q', '-b', 'main'], { cwd: wsB });
      const file = path.join(a.home, '.cline', 'hooks', 'PreToolUse');
      const bytes = `#!/bin/bash\n${markerHook(marker)}\nprintf '{}'\n`;
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, bytes, { mode: 0o755 });
      const run = async (cline: ClineWorld) => {
        await runRealCline(cline);
        killClineProcessesUnder(world.temp.root);
      };

      const adoptionId = await adoptForWorkspaceA(file);
      await run(a);
      await run(b);
      expect(ranIn()).toEqual([world.ws]);
      await world.adoption.release(adoptionId);
      expect(fs.readFileSync(file, 'utf8')).toBe(bytes);
      expect(fs.statSync(file).mode & 0o777).toBe(0o755);
      await run(b);
      expect(ranIn()).toEqual([world.ws, wsB]);
    },
  );
});
