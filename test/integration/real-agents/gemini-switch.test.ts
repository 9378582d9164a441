import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { switchGeminiHook } from '../../../electron/services/agents/gemini-cli/gemini-hook-switch';
import { EditEngine } from '../../../electron/services/editing/edit-engine';
import {
  discoverGeminiWorld,
  GEMINI_RECORDER,
  geminiCaptures,
  geminiSettingsPath,
  geminiUserSettings,
  makeGeminiWorld,
  runRealGemini,
} from '../../helpers/real-gemini';
import { tempDir } from '../../unit/runner/hook-fixtures';

// Switched off in Hookyard with Gemini's own hooksConfig.disabled: the real Gemini skips it and
// still runs its neighbour; switched on, it runs again and settings.json is byte-identical. The
// file holds a comment, which Gemini strips before parsing: Hookyard edits it as Gemini reads it.
const { dir, cleanup } = tempDir('real-gemini-switch');
afterAll(cleanup);

describe('real Gemini CLI: switching a hook off and on in Hookyard', () => {
  test(
    'off: Gemini skips it; on: it fires again, settings.json byte for byte as before',
    { timeout: 150_000 },
    async () => {
      const world = makeGeminiWorld(dir);
      const hook = (name: string) => ({
        type: 'command',
        name,
        command: `${GEMINI_RECORDER} pass ${name}`,
      });
      const hooks = {
        BeforeTool: [{ matcher: 'run_shell_command', hooks: [hook('target'), hook('control')] }],
      };
      const settingsFile = geminiSettingsPath(world);
      const commented = geminiUserSettings({ hooks }).replace('{', '{\n  // my guards\n');
      fs.writeFileSync(settingsFile, commented);
      const before = fs.readFileSync(settingsFile);
      const engine = new EditEngine({ dataDir: path.join(dir, 'data') });
      const request = {
        settingsFile,
        identity: 'target',
        event: 'BeforeTool',
        label: 'target',
        hookId: 'target',
      };

      await switchGeminiHook(engine, { ...request, enabled: false });
      expect(fs.readFileSync(settingsFile, 'utf8')).toContain('// my guards');
      const seen = await discoverGeminiWorld(world);
      expect(seen.hooks.find((h) => h.def.name === 'target')).toMatchObject({
        status: 'disabled',
        reason: { key: 'reason.gemini-disabled-by-name' },
      });
      const off = await runRealGemini(world);
      expect(off.timedOut, off.stderr).toBe(false);
      expect(
        geminiCaptures(world)
          .filter((c) => c.event === 'BeforeTool')
          .map((c) => c.label),
      ).toEqual(['control']);

      await switchGeminiHook(engine, { ...request, enabled: true });
      expect(fs.readFileSync(settingsFile).equals(before)).toBe(true);
      fs.rmSync(world.captures, { recursive: true });
      const on = await runRealGemini(world);
      expect(on.timedOut, on.stderr).toBe(false);
      const labels = geminiCaptures(world)
        .filter((c) => c.event === 'BeforeTool')
        .map((c) => c.label);
      expect(labels.sort()).toEqual(['control', 'target']);
    },
  );
});
