import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { agentOf } from '../../../electron/services/agents/registry';
import { DRILL_TIMEOUT_SEC } from '../../../electron/services/guards/crash-commands';
import { guardReport } from '../../../shared/guards/guard-report';
import { GUARD_FAILURE_MODES, type GuardFailureMode } from '../../../shared/schemas/agent-guards';
import { AGENT_CLIS } from '../../../scripts/agent-clis.mjs';
import {
  geminiSettingsPath,
  geminiUserSettings,
  makeGeminiWorld,
  runRealGemini,
} from '../../helpers/real-gemini';
import { GUARD_STARTED, guardCommand } from '../../helpers/crash-guard';
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
  // The model asked for the tool either way: a run that never reached it proves nothing.
  expect(run.turns.length, run.stderr).toBeGreaterThanOrEqual(2);
  expect(fs.existsSync(path.join(world.scratch, GUARD_STARTED)), run.stderr).toBe(true);
  return run.toolRan;
}

describe('the real Gemini CLI and a BeforeTool guard that fails', () => {
  test(
    'each failure mode runs or blocks the shell tool as the fail-open report says',
    { timeout: 150_000 },
    async () => {
      const guards = agentOf('gemini-cli').capabilities.guards;
      const report = guardReport(guards, 'BeforeTool', version, {});
      const ran = await Promise.all(GUARD_FAILURE_MODES.map((mode) => toolRan(mode)));
      const seen = GUARD_FAILURE_MODES.map((mode, i) => {
        const line = report?.lines.find((each) => each.mode === mode);
        console.log(
          `gemini ${version} BeforeTool ${mode}: tool ran ${ran[i]}; report says ${line?.outcome}`,
        );
        return { mode, outcome: ran[i] ? 'open' : 'closed', checkedOn: version };
      });
      expect(
        report?.lines.map(({ mode, outcome, checkedOn }) => ({ mode, outcome, checkedOn })),
      ).toEqual(seen);
    },
  );
});
