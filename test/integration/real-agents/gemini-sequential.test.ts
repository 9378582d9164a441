import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { geminiHookEntry } from '../../../electron/services/agents/gemini-cli/gemini-dialect';
import { runDialects } from '../../../electron/services/agents/registry';
import { HookRunner } from '../../../electron/services/runner/hook-runner';
import { specFromHookEntry } from '../../../electron/services/runner/spec-from-entry';
import {
  discoverGeminiWorld,
  GEMINI_RECORDER,
  geminiSettingsPath,
  geminiUserSettings,
  makeGeminiWorld,
  runRealGemini,
} from '../../helpers/real-gemini';
import { recorderCaptures } from '../../helpers/recorder-captures';
import { tempDir } from '../../unit/runner/hook-fixtures';

// A `sequential: true` group of three BeforeTool hooks: the first rewrites the command, the
// second denies, the third passes. The real Gemini runs them one after another, hands the
// rewrite to the later two, runs the third after the deny, and does not run the tool. Hookyard,
// from its own discovery of the same settings, must run them the same way.
const { dir, cleanup } = tempDir('real-gemini-sequential');
afterAll(cleanup);

interface Capture {
  label: string;
  start_ns: number;
  end_ns: number;
  stdin: { tool_input?: { command?: string } };
}
const beforeTool = (captures: string): Capture[] =>
  (recorderCaptures(captures) as unknown as Array<Capture & { event: string }>)
    .filter((capture) => capture.event === 'BeforeTool')
    .sort((a, b) => a.start_ns - b.start_ns);

function expectChained(captures: Capture[]): void {
  expect(captures.map((capture) => capture.label)).toEqual(['r1', 'd2', 'p3']);
  for (let i = 1; i < captures.length; i += 1)
    expect(captures[i]!.start_ns).toBeGreaterThanOrEqual(captures[i - 1]!.end_ns);
  expect(captures[0]!.stdin.tool_input?.command).not.toBe('echo REWRITTEN-r1');
  expect(captures[1]!.stdin.tool_input?.command).toBe('echo REWRITTEN-r1');
  expect(captures[2]!.stdin.tool_input?.command).toBe('echo REWRITTEN-r1');
}

describe('real Gemini CLI: a sequential group', () => {
  test(
    'runs its hooks in order with the rewrite chained and all after a deny, as Hookyard does',
    { timeout: 120_000 },
    async () => {
      const world = makeGeminiWorld(dir);
      const hook = (mode: string, label: string) => ({
        type: 'command',
        name: label,
        command: `${GEMINI_RECORDER} ${mode} ${label}`,
      });
      const hooks = {
        BeforeTool: [
          {
            matcher: 'run_shell_command',
            sequential: true,
            hooks: [hook('rewrite', 'r1'), hook('deny', 'd2'), hook('pass', 'p3')],
          },
        ],
      };
      fs.writeFileSync(geminiSettingsPath(world), geminiUserSettings({ hooks }));
      const real = await runRealGemini(world);
      expect(real.timedOut, real.stderr).toBe(false);
      expect(real.toolRan).toBe(false);
      const realCaptures = beforeTool(world.captures);
      expectChained(realCaptures);

      const found = await discoverGeminiWorld(world);
      const specs = found.hooks.flatMap(
        (row) => specFromHookEntry(geminiHookEntry(row), world.ws) ?? [],
      );
      const replayCaptures = path.join(dir, 'hookyard-captures');
      const outcome = await new HookRunner({ dialects: runDialects() }).runEvent(
        'gemini-cli',
        'BeforeTool',
        specs,
        realCaptures[0]!.stdin,
        {
          trusted: true,
          cwd: world.ws,
          hostEnv: { PATH: process.env['PATH'], HOME: world.home },
          extraEnv: { CAPTURE_DIR: replayCaptures },
        },
      );
      expect(outcome.mode).toBe('sequential');
      expect(outcome.decision).toMatchObject({ toolRuns: real.toolRan });
      expectChained(beforeTool(replayCaptures));
    },
  );
});
