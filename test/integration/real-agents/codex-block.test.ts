import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { combineCodexAnswers } from '../../../electron/services/agents/codex/codex-event-outcome';
import { readCodexHookAnswer } from '../../../electron/services/agents/codex/codex-hook-answer';
import {
  CODEX_RECORDER,
  codexCaptures,
  codexEnv,
  makeCodexWorld,
  runRealCodex,
  trustEveryCodexHook,
  type CodexWorld,
} from '../../helpers/real-codex';
import { runHookCommand } from '../../helpers/run-hook-command';
import { tempDir } from '../../unit/runner/hook-fixtures';

// The real `codex exec`, offline, against Hookyard's reading of the same hook's answer.
const { dir, cleanup } = tempDir('real-codex-block');
afterAll(cleanup);

function preToolUseHook(world: CodexWorld, command: string): void {
  const hooks = {
    PreToolUse: [{ matcher: 'Bash', hooks: [{ type: 'command', command, timeout: 30 }] }],
  };
  fs.writeFileSync(
    path.join(world.codexHome, 'hooks.json'),
    `${JSON.stringify({ hooks }, null, 2)}\n`,
  );
}

/** Hookyard's prediction for the payload Codex really sent: does the tool run? */
function predictToolRuns(
  world: CodexWorld,
  command: string,
): { toolRuns: boolean | null; feedback: string | null } {
  const captured = codexCaptures(world).find((c) => c.event === 'PreToolUse');
  expect(captured?.stdin).toMatchObject({ hook_event_name: 'PreToolUse', tool_name: 'Bash' });
  const facts = runHookCommand(command, captured!.stdin, {
    cwd: world.ws,
    env: codexEnv(world, { CAPTURE_DIR: path.join(world.scratch, 'replay') }),
  });
  const answer = readCodexHookAnswer('PreToolUse', { ...facts, timeoutSec: 30 });
  return combineCodexAnswers('PreToolUse', [answer]);
}

describe('real Codex CLI: a PreToolUse hook on the shell tool', () => {
  for (const [mode, blocks] of [
    ['deny', true],
    ['exit2', true],
    ['allow', false],
  ] as const) {
    test(
      `${mode}: Codex ${blocks ? 'does not run' : 'runs'} the tool, as Hookyard predicts`,
      { timeout: 90_000 },
      async () => {
        const world = makeCodexWorld(path.join(dir, mode));
        const command = `${CODEX_RECORDER} ${mode} ${mode}`;
        preToolUseHook(world, command);
        await trustEveryCodexHook(world.ws, codexEnv(world));
        const run = await runRealCodex(world);
        expect(run.timedOut, run.stderr).toBe(false);
        expect(run.toolRan).toBe(!blocks);
        const predicted = predictToolRuns(world, command);
        expect(predicted.toolRuns).toBe(run.toolRan);
        if (blocks) {
          // The model was told the feedback Hookyard names.
          const told = JSON.stringify(run.requests.at(-1));
          expect(told).toContain(`Command blocked by PreToolUse hook: ${predicted.feedback}`);
        }
      },
    );
  }
});
