import fs from 'node:fs';

import { afterEach, beforeEach, describe, expect, test } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import {
  geminiSettingsPath,
  geminiUserSettings,
  makeGeminiWorld,
  runRealGemini,
} from '../../helpers/real-gemini';
import { importAgentAudit } from '../../helpers/imported-audit';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// The real `gemini -p` with Hookyard's recorder on every event, installed by History ›
// Recording's installer: the events Gemini fired are in the audit index, and so is Gemini's own
// session log, found under ~/.gemini/tmp; uninstalling gives settings.json back byte for byte.
let temp: TempHome;
let services: AppServices;
beforeEach(async () => {
  temp = await createTempHome();
  services = await createTestServices(temp);
});
afterEach(async () => {
  await services.dispose();
  await temp.cleanup();
});

describe('real Gemini CLI: recorder and session log in History', () => {
  test(
    'the recorder sees the events of a headless run, and import finds the session log of the same session',
    { timeout: 120_000 },
    async () => {
      const world = makeGeminiWorld(temp.root);
      const settings = geminiSettingsPath(world);
      fs.writeFileSync(settings, geminiUserSettings({}));
      const before = fs.readFileSync(settings);
      const target = { agent: 'gemini-cli', scope: { kind: 'user' } } as const;
      const installed = await services.recorder.install(target);
      expect(installed.status).toMatchObject({ state: 'on', files: [settings] });
      const run = await runRealGemini(world);
      expect(run.timedOut, run.stderr).toBe(false);
      expect(run.toolRan).toBe(true);

      const query = await importAgentAudit(services, 'gemini-cli', 200);
      const recorded = query('recorder');
      const events = recorded.map((e) => e.event);
      // Gemini's order for one tool call (spec §4, seen all-events); model events repeat per turn.
      const milestones = events.filter((e) =>
        [
          'SessionStart',
          'BeforeAgent',
          'BeforeTool',
          'AfterTool',
          'AfterAgent',
          'SessionEnd',
        ].includes(e),
      );
      expect(milestones).toEqual([
        'SessionStart',
        'BeforeAgent',
        'BeforeTool',
        'AfterTool',
        'AfterAgent',
        'SessionEnd',
      ]);
      expect(events.filter((e) => e === 'BeforeModel')).toHaveLength(2);
      const tool = recorded.find((e) => e.event === 'BeforeTool')!;
      expect(tool).toMatchObject({ tool: 'run_shell_command', workspace: world.ws });

      const logged = query('gemini-session');
      expect(logged.map((e) => e.event)).toEqual(['SessionStart', 'BeforeTool']);
      expect(logged.every((e) => e.sessionId === tool.sessionId)).toBe(true);
      expect(logged[1]!.payload).toMatchObject({
        tool_name: 'run_shell_command',
        tool_input: (tool.payload as Record<string, unknown>)['tool_input'],
      });

      const removed = await services.recorder.uninstall(target);
      expect(removed.status.state).toBe('off');
      expect(fs.readFileSync(settings).equals(before)).toBe(true);
    },
  );
});
