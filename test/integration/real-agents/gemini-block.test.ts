import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { combineGeminiAnswers } from '../../../electron/services/agents/gemini-cli/gemini-event-outcome';
import { readGeminiHookAnswer } from '../../../electron/services/agents/gemini-cli/gemini-hook-answer';
import {
  GEMINI_RECORDER,
  geminiCaptures,
  geminiSettingsPath,
  geminiUserSettings,
  makeGeminiWorld,
  runRealGemini,
} from '../../helpers/real-gemini';
import { runHookCommand } from '../../helpers/run-hook-command';
import { tempDir } from '../../unit/runner/hook-fixtures';

// The real `gemini -p`, offline, against Hookyard's reading of the same hook's answer. The
// modes are the ones where Gemini differs from its docs: exit 2 with JSON on stdout runs the
// tool, exit 3 blocks.
const { dir, cleanup } = tempDir('real-gemini-block');
afterAll(cleanup);

describe('real Gemini CLI: a BeforeTool hook on the shell tool', () => {
  for (const [mode, blocks] of [
    ['deny', true],
    ['exit2-json-empty', false],
    ['exit3', true],
  ] as const) {
    test(
      `${mode}: Gemini ${blocks ? 'does not run' : 'runs'} the tool, as Hookyard predicts`,
      { timeout: 90_000 },
      async () => {
        const world = makeGeminiWorld(path.join(dir, mode));
        const command = `${GEMINI_RECORDER} ${mode} ${mode}`;
        const hooks = {
          BeforeTool: [
            { matcher: 'run_shell_command', hooks: [{ type: 'command', name: mode, command }] },
          ],
        };
        fs.writeFileSync(geminiSettingsPath(world), geminiUserSettings({ hooks }));
        const run = await runRealGemini(world);
        expect(run.timedOut, run.stderr).toBe(false);
        expect(run.toolRan).toBe(!blocks);

        const captured = geminiCaptures(world).find((c) => c.event === 'BeforeTool');
        expect(captured?.stdin).toMatchObject({
          hook_event_name: 'BeforeTool',
          tool_name: 'run_shell_command',
        });
        const replay = path.join(world.scratch, 'replay');
        const facts = runHookCommand(command, captured!.stdin, {
          cwd: world.ws,
          env: { PATH: process.env['PATH'], HOME: world.home, CAPTURE_DIR: replay },
        });
        const outcome = combineGeminiAnswers('BeforeTool', [readGeminiHookAnswer(facts)]);
        expect(outcome.toolRuns).toBe(run.toolRan);
        if (blocks)
          expect(JSON.stringify(run.turns.at(-1))).toContain(
            `Tool execution blocked: ${outcome.reason}`,
          );
      },
    );
  }
});
