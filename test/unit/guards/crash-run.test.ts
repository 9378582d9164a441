import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { AppServices } from '../../../electron/services/app-services';
import { agentOf } from '../../../electron/services/agents/registry';
import { crashDrill } from '../../../electron/services/guards/crash-drill';
import { specFromHookEntry } from '../../../electron/services/runner/spec-from-entry';
import { guardFieldsOf, guardReport } from '../../../shared/guards/guard-report';
import { GUARD_FAILURE_MODES } from '../../../shared/schemas/agent-guards';
import type { AgentId } from '../../../shared/schemas/agent';
import { BenchRunRequestSchema } from '../../../shared/schemas/bench';
import type { HookEntry } from '../../../shared/schemas/hook';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';

// Issue 15 §3 "run this guard as if it crashed": each failure mode, run through the agent's real
// run dialect with the stand-in command, gives the verdict the fail-open report states.
const guard = (extra: Record<string, unknown> = {}) => ({
  hooks: [{ type: 'command', command: 'echo fine', ...extra }],
});

describe('a bench run as if the guard crashed', () => {
  let temp: TempHome;
  let services: AppServices;

  // One service graph for the file: starting one reads every installed agent's version.
  beforeAll(async () => {
    temp = await createTempHome();
    await temp.write(
      'home/.claude/settings.json',
      JSON.stringify({
        hooks: {
          PreToolUse: [{ matcher: 'Bash', ...guard() }],
          PermissionRequest: [guard({ onFailure: 'block' })],
          PostToolUse: [guard()],
        },
      }),
    );
    await temp.write(
      'home/.gemini/settings.json',
      JSON.stringify({ hooks: { BeforeTool: [{ matcher: 'run_shell_command', ...guard() }] } }),
    );
    // A Cline hook is a file it starts itself (argv, no settings handler): the other path.
    await temp.write('home/.cline/hooks/PreToolUse', '#!/bin/sh\necho fine\n', 0o755);
    services = await createTestServices(temp);
  }, 120_000);

  afterAll(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  async function hookOf(agent: AgentId, event: string): Promise<HookEntry> {
    const { hooks } = await services.inventory.get({ kind: 'user' });
    const hook = hooks.find((each) => each.agent === agent && each.event === event);
    if (!hook) throw new Error(`no ${agent} ${event} hook in the inventory`);
    return hook;
  }

  async function crashRun(
    agent: AgentId,
    event: string,
    crashAs: (typeof GUARD_FAILURE_MODES)[number],
  ) {
    const hook = await hookOf(agent, event);
    const payload = await services.bench.samplePayload({ scope: { kind: 'user' }, agent, event });
    const outcome = await services.bench.run({
      runId: `${agent}-${event}-${crashAs}`,
      scope: { kind: 'user' },
      agent,
      event,
      hookIds: [hook.id],
      payload,
      crashAs,
    });
    const report = guardReport(
      agentOf(agent).capabilities.guards,
      event,
      services.versions.versionOf(agent),
      guardFieldsOf(hook.handler),
    );
    const reported = report?.lines.find((line) => line.mode === crashAs)?.outcome;
    return { outcome, reported };
  }

  const cases: [AgentId, string][] = [
    ['claude-code', 'PreToolUse'],
    ['claude-code', 'PermissionRequest'],
    ['gemini-cli', 'BeforeTool'],
    ['cline-cli', 'PreToolUse'],
  ];
  for (const [agent, event] of cases) {
    for (const mode of GUARD_FAILURE_MODES) {
      it(`${agent} ${event}, ${mode}: the run's verdict is the report's`, async () => {
        const { outcome, reported } = await crashRun(agent, event, mode);
        expect(outcome.hooks).toHaveLength(1);
        expect(reported).not.toBeNull();
        expect(outcome.crashRun).toMatchObject({ mode, outcome: reported, agrees: true });
        expect(outcome.crashRun?.timeoutSec).toBe(mode === 'timeout' ? 1 : null);
      });
    }
  }

  it('runs the stand-in, not the guard: Claude Code lets the tool run, or blocks with onFailure', async () => {
    const open = await crashRun('claude-code', 'PreToolUse', 'bad-exit');
    expect(open.outcome.hooks[0]?.exitCode).toBe(1);
    expect(open.outcome.crashRun).toMatchObject({ outcome: 'open', byFix: false });
    const closed = await crashRun('claude-code', 'PermissionRequest', 'cannot-start');
    expect(closed.outcome.hooks[0]?.exitCode).toBe(127);
    expect(closed.outcome.crashRun).toMatchObject({ outcome: 'closed', byFix: true });
    const gemini = await crashRun('gemini-cli', 'BeforeTool', 'cannot-start');
    expect(gemini.outcome.crashRun).toMatchObject({ outcome: 'closed', byFix: false });
  });

  it('runs as the installed version does: one older than onFailure lets the tool run', async () => {
    const hook = await hookOf('claude-code', 'PermissionRequest');
    const spec = specFromHookEntry(hook, null);
    if (!spec) throw new Error('no spec for the PermissionRequest hook');
    const drill = crashDrill(hook, spec, 'cannot-start', '2.1.200');
    expect(drill.spec.handler?.onFailure).toBeUndefined();
    const payload = await services.bench.samplePayload({
      scope: { kind: 'user' },
      agent: 'claude-code',
      event: 'PermissionRequest',
    });
    const outcome = await services.runner.runEvent(
      'claude-code',
      'PermissionRequest',
      [drill.spec],
      payload,
      { trusted: true, hostEnv: process.env, cwd: temp.home },
    );
    expect(drill.withVerdict(outcome).crashRun).toMatchObject({
      outcome: 'open',
      reported: 'open',
      agrees: true,
      byFix: false,
    });
  });

  it('gives no verdict for a run the user cancelled: it proved nothing', async () => {
    const hook = await hookOf('claude-code', 'PreToolUse');
    const runId = 'cancelled-timeout';
    const started = new Promise<void>((resolve) => {
      const listener = services.bench.onDidProgress((progress) => {
        if (progress.runId !== runId) return;
        listener.dispose();
        resolve();
      });
    });
    const running = services.bench.run({
      runId,
      scope: { kind: 'user' },
      agent: 'claude-code',
      event: 'PreToolUse',
      hookIds: [hook.id],
      payload: { hook_event_name: 'PreToolUse', tool_name: 'Bash', tool_input: { command: 'ls' } },
      crashAs: 'timeout',
    });
    await started;
    expect(services.bench.cancel(runId)).toBe(true);
    const outcome = await running;
    expect(outcome.hooks[0]?.status).toBe('cancelled');
    expect(outcome.crashRun).toBeUndefined();
  });

  it('refuses a hook whose event cannot block, and runs nothing', async () => {
    await expect(crashRun('claude-code', 'PostToolUse', 'bad-exit')).rejects.toMatchObject({
      code: 'invalid-request',
      message: expect.stringContaining('cannot block'),
    });
  });

  it('takes crashAs only with exactly one chosen hook', () => {
    const request = {
      runId: 'r',
      scope: { kind: 'user' },
      agent: 'claude-code',
      event: 'PreToolUse',
      payload: {},
      crashAs: 'timeout',
    };
    expect(BenchRunRequestSchema.safeParse(request).success).toBe(false);
    expect(BenchRunRequestSchema.safeParse({ ...request, hookIds: ['a', 'b'] }).success).toBe(
      false,
    );
    expect(BenchRunRequestSchema.safeParse({ ...request, hookIds: ['a'] }).success).toBe(true);
    expect(
      BenchRunRequestSchema.safeParse({ ...request, hookIds: ['a'], crashAs: 'x' }).success,
    ).toBe(false);
  });
});
