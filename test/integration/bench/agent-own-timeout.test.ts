import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// Codex and Gemini hooks run on the bench by their own `timeout` (Codex in seconds, Gemini in
// milliseconds), as the real clients do: a hook still asleep then is killed, fails, and the tool
// runs (spec codex.md §7, gemini-cli.md §7). The late deny must never be read.
const LATE_DENY = `sleep 6; echo '{"decision":"deny","reason":"too late"}'`;
const user = { kind: 'user' } as const;

describe('the bench keeps a Codex or Gemini hook to its own timeout', () => {
  let temp: TempHome;
  let services: AppServices;

  beforeEach(async () => {
    temp = await createTempHome();
  });
  afterEach(async () => {
    await services?.dispose();
    await temp.cleanup();
  });

  async function runOnBench(agent: 'codex' | 'gemini-cli', event: string) {
    services = await createTestServices(temp);
    const payload = await services.bench.samplePayload({ scope: user, agent, event });
    // Chosen by id: Codex itself skips a hook not trusted in Codex, the bench runs it when asked.
    const { hooks } = await services.inventory.get(user);
    const hookIds = hooks.filter((hook) => hook.agent === agent).map((hook) => hook.id);
    return services.bench.run({ runId: agent, scope: user, agent, event, payload, hookIds });
  }

  it('Gemini: timeout 1500 (ms) ends a 6 s hook at 1.5 s; its own env reaches a hook', async () => {
    const slow = { type: 'command', name: 'slow-guard', command: LATE_DENY, timeout: 1500 };
    const probe = {
      type: 'command',
      name: 'env-probe',
      command: 'echo "mode=$GUARD_MODE" >&2; echo "{}"',
      env: { GUARD_MODE: 'strict' },
    };
    await temp.write(
      'home/.gemini/settings.json',
      JSON.stringify({ hooks: { BeforeTool: [{ matcher: '*', hooks: [slow, probe] }] } }),
    );
    const outcome = await runOnBench('gemini-cli', 'BeforeTool');
    const [slowRun, probeRun] = outcome.hooks;
    expect(slowRun).toMatchObject({ timedOut: true, timeoutMs: 1500 });
    expect(slowRun?.durationMs).toBeLessThan(5000);
    expect(probeRun).toMatchObject({ timedOut: false, timeoutMs: 60_000 });
    expect(probeRun?.stderr.text).toContain('mode=strict');
    expect(outcome.decision).toMatchObject({ dialect: 'gemini-cli', toolRuns: true });
  });

  it('Codex: timeout 2 (s) ends a 6 s hook at two seconds', async () => {
    const hook = { type: 'command', command: LATE_DENY, timeout: 2 };
    await temp.write(
      'home/.codex/hooks.json',
      JSON.stringify({ hooks: { PreToolUse: [{ matcher: 'Bash', hooks: [hook] }] } }),
    );
    const outcome = await runOnBench('codex', 'PreToolUse');
    const [run] = outcome.hooks;
    expect(run).toMatchObject({ timedOut: true, timeoutMs: 2000 });
    expect(run?.durationMs).toBeLessThan(5000);
    expect(outcome.decision).toMatchObject({ dialect: 'codex', toolRuns: true });
  });
});
