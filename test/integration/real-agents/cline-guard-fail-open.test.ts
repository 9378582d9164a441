import fs from 'node:fs';
import path from 'node:path';

import { afterAll, describe, expect, test } from 'vitest';

import type { GuardFailureMode } from '../../../shared/schemas/agent-guards';
import { AGENT_CLIS } from '../../../scripts/agent-clis.mjs';
import { clientBesideReport, GUARD_STARTED, guardCommand } from '../../helpers/crash-guard';
import { killClineProcessesUnder, makeClineWorld, runRealCline } from '../../helpers/real-cline';
import { tempDir } from '../../unit/runner/hook-fixtures';

// Issue 15 §3, checked against the real `cline` CLI: a PreToolUse guard file fails each way (the
// drill's stand-in commands as its body; a file without extension runs under bash, spec §3.1),
// and whether the read_files tool ran must be what Hookyard's fail-open report says. The timeout
// mode is left out: the CLI waits 120 s for a tool hook and offers no way to shorten it (spec §4).
const { dir, cleanup } = tempDir('cline-guard-fail-open');
afterAll(() => {
  killClineProcessesUnder(dir);
  cleanup();
});
const version = AGENT_CLIS.cline.version;
const MODES: GuardFailureMode[] = ['cannot-start', 'bad-exit', 'invalid-json'];

async function toolRan(mode: GuardFailureMode): Promise<boolean> {
  const world = makeClineWorld(path.join(dir, mode));
  fs.writeFileSync(
    path.join(world.ws, '.cline', 'hooks', 'PreToolUse'),
    guardCommand(world.scratch, mode),
  );
  const run = await runRealCline(world);
  expect(fs.existsSync(path.join(world.scratch, GUARD_STARTED)), run.stderr).toBe(true);
  // The fake model asks once to read README.txt; its text reaches a later request only if the
  // tool ran (a cancelled call ends the run after the first request).
  return run.completions.slice(1).some((body) => body.includes('hello from README'));
}

describe('the real Cline CLI and a PreToolUse guard that fails', () => {
  test(
    'each failure mode runs or blocks the tool as the fail-open report says',
    { timeout: 180_000 },
    async () => {
      const { client, report } = await clientBesideReport({
        agent: 'cline-cli',
        event: 'PreToolUse',
        version,
        modes: MODES,
        toolRan,
      });
      expect(report).toEqual(client);
    },
  );
});
