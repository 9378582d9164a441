import fs from 'node:fs';
import path from 'node:path';

import { afterAll, afterEach, beforeEach, describe, expect, test } from 'vitest';

import {
  runRealClaude,
  stopFakeAnthropicServers,
  trustClaudeProject,
  writeJson,
} from '../../helpers/real-claude';
import { killClineProcessesUnder, makeClineWorld, runRealCline } from '../../helpers/real-cline';
import { createEditingWorld, type EditingWorld, settingsPath } from '../editing/editing-world';
import { firings, markerHook } from './manage-agent-hooks';

// Must-show 1: a hook switched off through HookSwitch does not fire in the real agents, and
// fires again once switched back on. Each hook appends a line to a marker file when it runs.
let world: EditingWorld;
beforeEach(async () => {
  world = await createEditingWorld();
});
afterEach(async () => {
  killClineProcessesUnder(world.temp.root);
  await world.cleanup();
});
afterAll(() => stopFakeAnthropicServers());

describe('a hook switched off in Hookyard, with the real agents', () => {
  test(
    'Claude Code: the PreToolUse hook fires, not once switched off, and again once on',
    { timeout: 240_000 },
    async () => {
      const marker = path.join(world.temp.root, 'claude-fired.log');
      const file = settingsPath(world.ws);
      writeJson(file, {
        permissions: { allow: ['Bash'] },
        hooks: {
          PreToolUse: [
            { matcher: 'Bash', hooks: [{ type: 'command', command: markerHook(marker) }] },
          ],
        },
      });
      const original = fs.readFileSync(file, 'utf8');
      trustClaudeProject(world.temp.home, world.ws);
      const run = async (label: string) => {
        const result = await runRealClaude({
          scratch: path.join(world.temp.root, `claude-${label}`),
          home: world.temp.home,
          project: world.ws,
          steps: [{ tool: 'Bash', input: { command: 'true', description: label } }, { text: 'ok' }],
        });
        expect(result.timedOut).toBe(false);
        return firings(marker);
      };

      expect(await run('on')).toBe(1);
      const hook = await world.hook(file, 'PreToolUse/0/0');
      await world.switches.disable({
        scope: world.scope,
        hookId: hook.id,
        contentHash: hook.contentHash,
      });
      expect(fs.readFileSync(file, 'utf8')).not.toContain(marker);
      expect(await run('off')).toBe(1);
      const [disabled] = await world.switches.listDisabled(world.scope);
      await world.switches.enable({
        scope: world.scope,
        hookId: disabled!.id,
        contentHash: disabled!.entries[0]!.contentHash,
      });
      expect(fs.readFileSync(file, 'utf8')).toBe(original);
      expect(await run('on-again')).toBe(2);
    },
  );

  test(
    'Cline CLI: the PreToolUse hook file fires, not once switched off, and again once on',
    { timeout: 300_000 },
    async () => {
      const cline = makeClineWorld(world.temp.root);
      const marker = path.join(world.temp.root, 'cline-fired.log');
      const file = path.join(cline.ws, '.cline', 'hooks', 'PreToolUse');
      const bytes = `#!/bin/bash\n${markerHook(marker)}\nprintf '{}'\n`;
      fs.writeFileSync(file, bytes, { mode: 0o755 });
      const run = async () => {
        await runRealCline(cline);
        // A hub daemon may outlive the run; the next run must discover the hooks afresh.
        killClineProcessesUnder(world.temp.root);
        return firings(marker);
      };

      expect(await run()).toBe(1);
      const hook = await world.hook(file);
      await world.switches.disable({
        scope: world.scope,
        hookId: hook.id,
        contentHash: hook.contentHash,
      });
      expect(fs.existsSync(file)).toBe(false);
      expect(await run()).toBe(1);
      const [disabled] = await world.switches.listDisabled(world.scope);
      await world.switches.enable({
        scope: world.scope,
        hookId: disabled!.id,
        contentHash: disabled!.entries[0]!.contentHash,
      });
      expect(fs.readFileSync(file, 'utf8')).toBe(bytes);
      expect(await run()).toBe(2);
    },
  );
});
