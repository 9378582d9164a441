import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { DRILL_TIMEOUT_SEC } from '../../../shared/schemas/crash-run';
import { GUARD_FAILURE_MODES, type GuardFailureMode } from '../../../shared/schemas/agent-guards';
import { AGENT_CLIS } from '../../../scripts/agent-clis.mjs';
import {
  geminiSettingsPath,
  geminiUserSettings,
  makeGeminiWorld,
  runRealGemini,
} from '../../helpers/real-gemini';
import { clientBesideReport, GUARD_STARTED, guardCommand } from '../../helpers/crash-guard';
import { tempDir } from '../../unit/runner/hook-fixtures';

// Issue 15 §3, checked against the real `gemini -p --yolo`: a BeforeTool guard on the shell tool
// fails each way (the drill's stand-in commands), and whether the shell tool ran must be what
// Hookyard's fail-open report says for the installed version. The four modes run at once, each
// in its own HOME and workspace.
const { dir, cleanup } = tempDir('gemini-guard-fail-open');
afterAll(cleanup);
const version = AGENT_CLIS.gemini.version;

async function toolRan(mode: GuardFailureMode): Promise<boolean> {
  const world = makeGeminiWorld(path.join(dir, mode));
  // Gemini's timeout is in milliseconds (spec §7).
  const handler = {
    type: 'command',
    name: `crash-${mode}`,
    command: guardCommand(world.scratch, mode),
    ...(mode === 'timeout' ? { timeout: DRILL_TIMEOUT_SEC * 1000 } : {}),
  };
  const hooks = { BeforeTool: [{ matcher: 'run_shell_command', hooks: [handler] }] };
  fs.writeFileSync(geminiSettingsPath(world), geminiUserSettings({ hooks }));
  const run = await runRealGemini(world);
  expect(run.timedOut, run.stderr).toBe(false);
  // A second model turn carries the shell call's outcome: the run got as far as the guard.
  expect(run.turns.length, run.stderr).toBeGreaterThanOrEqual(2);
  expect(fs.existsSync(path.join(world.scratch, GUARD_STARTED)), run.stderr).toBe(true);
  return run.toolRan;
}

describe('the real Gemini CLI and a BeforeTool guard that fails', () => {
  test(
    'each failure mode runs or blocks the shell tool as the fail-open report says',
    { timeout: 150_000 },
    async () => {
      const { client, report } = await clientBesideReport({
        agent: 'gemini-cli',
        event: 'BeforeTool',
        version,
        modes: GUARD_FAILURE_MODES,
        toolRan,
      });
      expect(report).toEqual(client);
    },
  );
});
