import fs from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, test } from 'vitest';

import { withGeminiRecorder } from '../../../electron/services/agents/gemini-cli/gemini-recorder-hooks';
import type { AppServices } from '../../../electron/services/app-services';
import {
  geminiSettingsPath,
  geminiUserSettings,
  makeGeminiWorld,
  runRealGemini,
} from '../../helpers/real-gemini';
import { importAgentAudit } from '../../helpers/imported-audit';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// The real `gemini -p` with Hookyard's recorder on every event: the events Gemini fired are in
// the audit index, and so is Gemini's own session log, found under ~/.gemini/tmp.
const SHIM = path.resolve(__dirname, '../../../resources/shims/hookyard-record.js');
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
      const command = `${process.execPath} ${SHIM} --agent gemini-cli --data-dir ${temp.dataDir}`;
      fs.writeFileSync(
        geminiSettingsPath(world),
        withGeminiRecorder(geminiUserSettings({}), command),
      );
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
    },
  );
});
