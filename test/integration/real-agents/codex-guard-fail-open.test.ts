import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import { DRILL_TIMEOUT_SEC } from '../../../shared/schemas/crash-run';
import { GUARD_FAILURE_MODES, type GuardFailureMode } from '../../../shared/schemas/agent-guards';
import { AGENT_CLIS } from '../../../scripts/agent-clis.mjs';
import {
  codexEnv,
  makeCodexWorld,
  runRealCodex,
  trustEveryCodexHook,
} from '../../helpers/real-codex';
import { clientBesideReport, GUARD_STARTED, guardCommand } from '../../helpers/crash-guard';
import { tempDir } from '../../unit/runner/hook-fixtures';

// Issue 15 §3, checked against the real `codex exec`: a trusted PreToolUse guard on the shell
// tool fails each way (the drill's stand-in commands), and whether the shell tool ran must be
// what Hookyard's fail-open report says for the installed version. The four modes run at once,
// each in its own HOME and workspace.
const { dir, cleanup } = tempDir('codex-guard-fail-open');
afterAll(cleanup);
const version = AGENT_CLIS.codex.version;

async function toolRan(mode: GuardFailureMode): Promise<boolean> {
  const world = makeCodexWorld(path.join(dir, mode));
  // Codex's timeout is in seconds (spec §7); the default is 600.
  const handler = {
    type: 'command',
    command: guardCommand(world.scratch, mode),
    ...(mode === 'timeout' ? { timeout: DRILL_TIMEOUT_SEC } : {}),
  };
  const hooks = { PreToolUse: [{ matcher: 'Bash', hooks: [handler] }] };
  fs.writeFileSync(path.join(world.codexHome, 'hooks.json'), JSON.stringify({ hooks }));
  // Untrusted, Codex would skip the guard silently and the tool would run for the wrong reason.
  await trustEveryCodexHook(world.ws, codexEnv(world));
  const run = await runRealCodex(world);
  expect(run.timedOut, run.stderr).toBe(false);
  // A second model request carries the shell call's outcome: the run got as far as the guard.
  expect(run.requests.length, run.stderr).toBeGreaterThanOrEqual(2);
  expect(fs.existsSync(path.join(world.scratch, GUARD_STARTED)), run.stderr).toBe(true);
  return run.toolRan;
}

describe('the real Codex CLI and a PreToolUse guard that fails', () => {
  test(
    'each failure mode runs or blocks the shell tool as the fail-open report says',
    { timeout: 180_000 },
    async () => {
      const { client, report } = await clientBesideReport({
        agent: 'codex',
        event: 'PreToolUse',
        version,
        modes: GUARD_FAILURE_MODES,
        toolRan,
      });
      expect(report).toEqual(client);
    },
  );
});
