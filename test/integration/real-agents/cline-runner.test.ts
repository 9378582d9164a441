import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import { HookRunner } from '../../../electron/services/runner/hook-runner';
import { runDialects } from '../../../electron/services/agents/registry';
import { killClineProcessesUnder, makeClineWorld, runRealCline } from '../../helpers/real-cline';

// The real `cline` CLI 3.0.65, offline: Hookyard's prediction for the payload the agent really
// sent is checked against what the agent did.
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'hookyard-real-cline-'));

afterAll(() => {
  killClineProcessesUnder(root);
  fs.rmSync(root, { recursive: true, force: true });
});

interface AgentRun {
  completions: string[];
  payload: Record<string, unknown>;
  hook: string;
  ws: string;
}

/** One offline `cline` run in a fresh HOME and git workspace with one PreToolUse hook. */
async function runCline(name: string, hookAnswer: string): Promise<AgentRun> {
  const world = makeClineWorld(path.join(root, name));
  const captured = path.join(world.scratch, 'stdin.json');
  const hook = path.join(world.ws, '.cline', 'hooks', 'PreToolUse');
  fs.writeFileSync(hook, `#!/bin/bash\ncat > '${captured}'\nprintf '%s' '${hookAnswer}'\n`, {
    mode: 0o755,
  });
  const run = await runRealCline(world);
  return {
    completions: run.completions,
    payload: JSON.parse(fs.readFileSync(captured, 'utf8')),
    hook,
    ws: world.ws,
  };
}

/** Hookyard's prediction for the payload the agent sent, with the same hook file. */
function predict(run: AgentRun) {
  const runner = new HookRunner({ dialects: runDialects() });
  return runner.runEvent(
    'cline-cli',
    'PreToolUse',
    [
      {
        id: 'hook',
        agent: 'cline-cli',
        event: 'PreToolUse',
        scope: 'workspace',
        sourcePath: run.hook,
        workspaceRoot: run.ws,
        argv: ['bash', run.hook],
      },
    ],
    run.payload,
    { trusted: true, hostEnv: process.env, cwd: run.ws },
  );
}

describe('the real Cline CLI agrees with the runner', () => {
  it(
    'a PreToolUse hook that cancels: predicted "the run stops", and the agent never sent the tool result',
    { timeout: 150_000 },
    async () => {
      const run = await runCline('cancel', '{"cancel": true, "errorMessage": "blocked by policy"}');
      expect(run.payload.hookName).toBe('tool_call');
      // The tool did not run: no second model request carrying its result.
      expect(run.completions).toHaveLength(1);
      const outcome = await predict(run);
      expect(outcome.verdict.kind).toBe('run-stopped');
    },
  );

  it(
    'a PreToolUse hook that adds context: predicted "context added", and the model received it',
    { timeout: 150_000 },
    async () => {
      const run = await runCline('context', 'HOOK_CONTROL\t{"context": "ctx-from-hookyard-test"}');
      const later = run.completions.slice(1).join('\n');
      expect(later).toContain('ctx-from-hookyard-test');
      const outcome = await predict(run);
      expect(outcome.verdict.kind).toBe('context-added');
      expect(outcome.verdict.sentence).toContain('ctx-from-hookyard-test');
    },
  );
});
