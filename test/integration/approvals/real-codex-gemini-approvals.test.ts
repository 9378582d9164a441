import fs from 'node:fs';
import path from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import { createContractHandlers } from '../../../electron/services/contract-handlers';
import { dispatch } from '../../../shared/contract';
import type { BoundedRun } from '../../helpers/bounded-run';
import {
  codexEnv,
  makeCodexWorld,
  runRealCodex,
  trustEveryCodexHook,
} from '../../helpers/real-codex';
import {
  geminiSettingsPath,
  geminiUserSettings,
  makeGeminiWorld,
  runRealGemini,
} from '../../helpers/real-gemini';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';
import { until } from './bridge-client';

// The real `codex exec` and `gemini -p`, offline, with Hookyard's approver installed by
// Approvals › Connect's installer as their tool hook: the inbox denies, the agent does not run
// the tool, the model is told the inbox's reason, and uninstalling gives the file back byte for
// byte.
const silent = { error: () => undefined };
const REASON = 'Needs a review in Hookyard first';

describe('approvals with the real Codex and Gemini CLIs', () => {
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

  const user = { kind: 'user' } as const;
  const connect = (agent: 'codex' | 'gemini-cli') =>
    services.approvals.install({ agent, scope: user, failMode: 'closed' });

  /** Waits for the agent's request in the inbox and denies it there. */
  async function denyInInbox(
    run: Promise<BoundedRun>,
    agent: string,
    toolName: string,
  ): Promise<void> {
    const ended = new AbortController();
    void run.then((finished) =>
      ended.abort(new Error(`${agent} ended without asking Hookyard: ${finished.stderr}`)),
    );
    const pending = await until(() => services.approvals.pending()[0], ended.signal);
    expect(pending).toMatchObject({ agent, toolName });
    const request = { ids: [pending.id], decision: 'deny', reason: REASON, via: 'inbox' };
    const handlers = createContractHandlers(services);
    expect(await dispatch(handlers, 'approvals:decide', request, silent)).toMatchObject({
      ok: true,
    });
  }

  it(
    'Codex: a PreToolUse denied in the inbox stops the shell tool',
    { timeout: 120_000 },
    async () => {
      const world = makeCodexWorld(temp.root);
      const hooksFile = path.join(world.codexHome, 'hooks.json');
      const status = await connect('codex');
      expect(status.installs).toEqual([
        { agent: 'codex', scope: user, mode: 'command', failMode: 'closed' },
      ]);
      await trustEveryCodexHook(world.ws, codexEnv(world));
      const run = runRealCodex(world);
      await denyInInbox(run, 'codex', 'Bash');
      const finished = await run;
      expect(finished.timedOut, finished.stderr).toBe(false);
      expect(finished.toolRan).toBe(false);
      expect(JSON.stringify(finished.requests.at(-1))).toContain(
        `Command blocked by PreToolUse hook: ${REASON}`,
      );
      await services.approvals.uninstall({ agent: 'codex', scope: user });
      expect(fs.existsSync(hooksFile)).toBe(false);
    },
  );

  it(
    'Gemini: a BeforeTool denied in the inbox stops the shell tool',
    { timeout: 120_000 },
    async () => {
      const world = makeGeminiWorld(temp.root);
      const settings = geminiSettingsPath(world);
      fs.writeFileSync(settings, geminiUserSettings({}));
      const before = fs.readFileSync(settings);
      await connect('gemini-cli');
      const run = runRealGemini(world);
      await denyInInbox(run, 'gemini-cli', 'run_shell_command');
      const finished = await run;
      expect(finished.timedOut, finished.stderr).toBe(false);
      expect(finished.toolRan).toBe(false);
      expect(JSON.stringify(finished.turns.at(-1))).toContain(`Tool execution blocked: ${REASON}`);
      await services.approvals.uninstall({ agent: 'gemini-cli', scope: user });
      expect(fs.readFileSync(settings).equals(before)).toBe(true);
    },
  );
});
