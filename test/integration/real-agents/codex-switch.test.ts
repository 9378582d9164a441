import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { discoverCodexHooks } from '../../../electron/services/agents/codex/codex-discovery';
import { codexHookKey } from '../../../electron/services/agents/codex/codex-events';
import { switchCodexHook } from '../../../electron/services/agents/codex/codex-hook-switch';
import { EditEngine } from '../../../electron/services/editing/edit-engine';
import { readTextForDiscovery } from '../../helpers/read-text';
import {
  CODEX_RECORDER,
  codexCaptures,
  codexEnv,
  makeCodexWorld,
  runRealCodex,
  trustEveryCodexHook,
} from '../../helpers/real-codex';
import { tempDir } from '../../unit/runner/hook-fixtures';

// Switched off in Hookyard with Codex's own [hooks.state] enabled = false: the real Codex skips
// it and still runs its neighbour; switched on, it runs again and config.toml is byte-identical.
const { dir, cleanup } = tempDir('real-codex-switch');
afterAll(cleanup);

describe('real Codex CLI: switching a hook off and on in Hookyard', () => {
  test(
    'off: Codex skips it; on: it fires again, config.toml byte for byte as before',
    { timeout: 120_000 },
    async () => {
      const world = makeCodexWorld(dir);
      const hooksFile = path.join(world.codexHome, 'hooks.json');
      const handler = (label: string) => ({
        type: 'command',
        command: `${CODEX_RECORDER} pass ${label}`,
      });
      const hooks = {
        PreToolUse: [{ matcher: 'Bash', hooks: [handler('target'), handler('control')] }],
      };
      fs.writeFileSync(hooksFile, `${JSON.stringify({ hooks }, null, 2)}\n`);
      await trustEveryCodexHook(world.ws, codexEnv(world));
      const key = codexHookKey(hooksFile, 'PreToolUse', 0, 0);
      const configFile = path.join(world.codexHome, 'config.toml');
      const before = fs.readFileSync(configFile);
      const engine = new EditEngine({ dataDir: path.join(dir, 'data') });
      const request = { configFile, key, event: 'PreToolUse', label: 'target', hookId: 'target' };

      await switchCodexHook(engine, { ...request, enabled: false });
      const seen = await discoverCodexHooks({
        codexHome: world.codexHome,
        roots: [world.ws],
        readText: readTextForDiscovery,
      });
      expect(seen.hooks.find((h) => h.def.key === key)).toMatchObject({
        status: 'disabled',
        reason: { key: 'reason.codex-switched-off' },
      });
      const off = await runRealCodex(world);
      expect(off.timedOut, off.stderr).toBe(false);
      expect(
        codexCaptures(world)
          .filter((c) => c.event === 'PreToolUse')
          .map((c) => c.label),
      ).toEqual(['control']);

      await switchCodexHook(engine, { ...request, enabled: true });
      expect(fs.readFileSync(configFile).equals(before)).toBe(true);
      fs.rmSync(world.captures, { recursive: true });
      const on = await runRealCodex(world);
      expect(on.timedOut, on.stderr).toBe(false);
      const labels = codexCaptures(world)
        .filter((c) => c.event === 'PreToolUse')
        .map((c) => c.label);
      expect(labels.sort()).toEqual(['control', 'target']);
    },
  );
});
