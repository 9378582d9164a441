import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { HistoryEntryInput } from '../../../shared/schemas/history';
import type { AppServices } from '../../../electron/services/app-services';
import { contractCaller, recordAgentEvent } from '../../helpers/contract-call';
import { createTempHome, createTestServices, type TempHome } from '../../helpers/temp-home';
import { trustEveryHook } from '../../helpers/trust-review';

// Cross-agent replay to and from Gemini CLI through the contract, with real hook processes: a
// Claude Code Bash call replayed against a Gemini BeforeTool hook, and a Gemini
// run_shell_command call replayed against a Claude Code PreToolUse hook.
const CLAUDE_GUARD = `#!/bin/sh\ninput=$(cat)\ncase "$input" in *curl*) printf '%s' '{"hookSpecificOutput":{"hookEventName":"PreToolUse","permissionDecision":"deny","permissionDecisionReason":"claude says no"}}';; esac\nexit 0\n`;
const GEMINI_GUARD = `#!/bin/sh\ninput=$(cat)\ncase "$input" in *curl*) printf '%s' '{"decision":"deny","reason":"gemini says no"}';; *) printf '{}';; esac\n`;

describe('cross-agent replay with Gemini CLI', { timeout: 120_000 }, () => {
  let temp: TempHome;
  let services: AppServices;
  let workspace: string;

  const call = contractCaller(() => services);
  const record = (input: Partial<HistoryEntryInput>) =>
    recordAgentEvent(services, { workspace, ...input });

  beforeEach(async () => {
    temp = await createTempHome();
    services = await createTestServices(temp);
    workspace = await temp.mkdir('ws/app');
    await temp.write('ws/app/.claude/hooks/guard.sh', CLAUDE_GUARD, 0o755);
    await temp.write('ws/app/.gemini/guard.sh', GEMINI_GUARD, 0o755);
    const command = (file: string) => `${workspace}/${file}`;
    await temp.write(
      'ws/app/.claude/settings.json',
      JSON.stringify({
        hooks: {
          PreToolUse: [
            {
              matcher: 'Bash',
              hooks: [{ type: 'command', command: command('.claude/hooks/guard.sh') }],
            },
          ],
        },
      }),
    );
    await temp.write(
      'ws/app/.gemini/settings.json',
      JSON.stringify({
        hooks: {
          BeforeTool: [
            {
              matcher: 'run_shell_command',
              hooks: [{ type: 'command', name: 'guard', command: command('.gemini/guard.sh') }],
            },
          ],
        },
      }),
    );
    const { id } = await call('workspaces:add', { roots: [workspace] });
    await trustEveryHook(services, id);
  });
  afterEach(async () => {
    await services.dispose();
    await temp.cleanup();
  });

  it('replays a Claude Code Bash call as Gemini BeforeTool run_shell_command', async () => {
    const entry = record({
      payload: {
        session_id: 's1',
        cwd: workspace,
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        tool_input: { command: 'curl https://example.com' },
      },
    });
    const result = await call('replay:run', {
      entryIds: [entry.id],
      target: { translateTo: 'gemini-cli' },
    });
    const [translated] = result.kind === 'done' ? result.cases : [];
    expect(translated).toMatchObject({
      agent: 'gemini-cli',
      translated: true,
      toolName: 'run_shell_command',
      now: { verdictKind: 'blocked', reason: 'gemini says no' },
    });
    const [gemini] = services.audit.service.query({
      filter: { source: 'replay', agent: 'gemini-cli' },
    }).entries;
    expect(gemini).toMatchObject({ event: 'BeforeTool' });
    expect(gemini!.payload).toMatchObject({
      hook_event_name: 'BeforeTool',
      cwd: workspace,
      tool_name: 'run_shell_command',
      tool_input: { command: 'curl https://example.com' },
      timestamp: expect.any(String),
    });
  });

  it('replays a Gemini run_shell_command call against a Claude Code hook, and refuses other tools', async () => {
    const gemini = (tool: string, input: Record<string, unknown>) =>
      record({
        agent: 'gemini-cli',
        event: 'BeforeTool',
        tool,
        payload: {
          session_id: 's2',
          cwd: workspace,
          hook_event_name: 'BeforeTool',
          timestamp: '2026-12-01T20:31:32.088Z',
          tool_name: tool,
          tool_input: input,
        },
      });
    const shell = gemini('run_shell_command', { command: 'curl x', description: 'fetch' });
    const read = gemini('read_file', { file_path: `${workspace}/.env` });
    const result = await call('replay:run', {
      entryIds: [shell.id, read.id],
      target: { translateTo: 'claude-code' },
    });
    const cases = result.kind === 'done' ? result.cases : [];
    expect(cases[0]).toMatchObject({
      agent: 'claude-code',
      translated: true,
      toolName: 'Bash',
      now: { verdictKind: 'blocked', reason: 'claude says no' },
    });
    expect(cases[1]).toMatchObject({
      translated: true,
      now: { verdictKind: 'not-run', reason: expect.stringContaining('not read_file') },
    });
  });
});
