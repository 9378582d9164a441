import fs from 'node:fs';

import { describe, expect, it } from 'vitest';

import { HookRunner } from '../../../electron/services/runner/hook-runner';
import { runDialects } from '../../../electron/services/agents/registry';
import {
  comparableVerdict,
  translatedEvent,
  translatePayload,
} from '../../../electron/services/replay/translate-payload';
import { toolCallOf } from '../../../electron/services/replay/tool-call';
import type { AgentId } from '../../../shared/schemas/agent';
import { sharedPath } from '../../helpers/shared-dir';

// Real captured payloads: Claude Code's PreToolUse/Bash and the Cline CLI's tool_call.
const claudeBash = JSON.parse(
  fs.readFileSync(sharedPath('fixtures', 'claude', 'payloads', 'PreToolUse.Bash.json'), 'utf8'),
) as Record<string, unknown>;

const runner = new HookRunner({ dialects: runDialects() });
const sample = (agent: AgentId) =>
  runner.samplePayload(agent, translatedEvent(agent), {
    workspace: '/w',
    sessionId: 's1',
    timestamp: '2026-01-01T00:00:00.000Z',
  });

const translate = (from: AgentId, to: AgentId, payload: Record<string, unknown>) =>
  translatePayload({ from, to, event: translatedEvent(from), payload, targetSample: sample(to) });

describe('cross-agent translation', () => {
  it('turns a Claude Code Bash call into a Cline CLI run_commands tool_call', () => {
    const result = translate('claude-code', 'cline-cli', claudeBash);
    expect(result.ok).toBe(true);
    const payload = result.ok ? result.payload : {};
    expect(payload).toMatchObject({
      hookName: 'tool_call',
      workspaceRoots: ['/w'],
      tool_call: {
        id: claudeBash.tool_use_id,
        name: 'run_commands',
        input: { commands: ['echo hi > x.txt'] },
      },
      preToolUse: { toolName: 'run_commands', parameters: { commands: '["echo hi > x.txt"]' } },
    });
    expect(toolCallOf(payload)).toEqual({
      name: 'run_commands',
      input: { commands: ['echo hi > x.txt'] },
    });
  });

  it('turns it into a VS Code execute_command preToolUse block', () => {
    const result = translate('claude-code', 'cline-vscode', claudeBash);
    expect(result.ok && result.payload).toMatchObject({
      hookName: 'PreToolUse',
      preToolUse: {
        toolName: 'execute_command',
        parameters: { command: 'echo hi > x.txt', requires_approval: 'false' },
      },
    });
  });

  it('goes back: several Cline commands become one Bash command joined with &&', () => {
    const cline = translate('claude-code', 'cline-cli', claudeBash);
    const payload = cline.ok ? cline.payload : {};
    (payload.tool_call as { input: unknown }).input = { commands: ['npm ci', 'npm test'] };
    const back = translate('cline-cli', 'claude-code', payload);
    expect(back.ok && back.payload).toMatchObject({
      hook_event_name: 'PreToolUse',
      cwd: '/w',
      tool_name: 'Bash',
      tool_input: { command: 'npm ci && npm test' },
    });
  });

  it('refuses what it cannot translate, with the reason', () => {
    expect(
      translatePayload({
        from: 'claude-code',
        to: 'cline-cli',
        event: 'Stop',
        payload: {},
        targetSample: {},
      }),
    ).toEqual({ ok: false, reason: expect.stringContaining('only PreToolUse') });
    expect(
      translate('claude-code', 'cline-cli', { ...claudeBash, tool_name: 'Write', tool_input: {} }),
    ).toEqual({ ok: false, reason: expect.stringContaining('not Write') });
  });

  it('compares deny with cancel, and allow with no cancel', () => {
    expect(comparableVerdict('blocked')).toBe(comparableVerdict('run-stopped'));
    expect(comparableVerdict('allowed')).toBe(comparableVerdict('no-change'));
    expect(comparableVerdict('blocked')).not.toBe(comparableVerdict('allowed'));
    expect(comparableVerdict('context-added')).toBe('context-added');
  });
});

describe('cross-agent translation with Codex CLI', () => {
  // A real captured Codex PreToolUse: its shell tool reaches hooks as `Bash` with `{command}`.
  const codexBash = JSON.parse(
    fs.readFileSync(sharedPath('fixtures', 'codex', 'payloads', 'PreToolUse.json'), 'utf8'),
  ) as Record<string, unknown>;

  it('turns a Claude Code Bash call into a Codex PreToolUse with Codex’s own fields', () => {
    const result = translate('claude-code', 'codex', claudeBash);
    expect(result.ok && result.payload).toMatchObject({
      hook_event_name: 'PreToolUse',
      tool_name: 'Bash',
      tool_input: { command: 'echo hi > x.txt' },
      turn_id: expect.any(String),
      cwd: '/w',
    });
  });

  it('turns a Codex call into a Cline CLI run_commands tool_call', () => {
    const result = translate('codex', 'cline-cli', codexBash);
    expect(result.ok && result.payload).toMatchObject({
      tool_call: {
        name: 'run_commands',
        input: {
          commands: [codexBash.tool_input && (codexBash.tool_input as { command: string }).command],
        },
      },
    });
  });
});

describe('cross-agent translation with Gemini CLI', () => {
  // A real captured Gemini BeforeTool: its shell tool is `run_shell_command {command, description}`.
  const geminiShell = JSON.parse(
    fs.readFileSync(sharedPath('fixtures', 'gemini', 'payloads', 'BeforeTool.json'), 'utf8'),
  ) as Record<string, unknown>;
  const geminiCommand = (geminiShell.tool_input as { command: string }).command;

  it('turns a Claude Code Bash call into a Gemini BeforeTool with Gemini’s own fields', () => {
    const result = translate('claude-code', 'gemini-cli', claudeBash);
    expect(result).toMatchObject({ ok: true, event: 'BeforeTool' });
    expect(result.ok && result.payload).toMatchObject({
      hook_event_name: 'BeforeTool',
      tool_name: 'run_shell_command',
      tool_input: { command: 'echo hi > x.txt' },
      timestamp: '2026-01-01T00:00:00.000Z',
      cwd: '/w',
    });
  });

  it('turns a Gemini shell call into Claude Code, Codex and Cline shell calls', () => {
    expect(translate('gemini-cli', 'claude-code', geminiShell)).toMatchObject({
      ok: true,
      event: 'PreToolUse',
      payload: {
        hook_event_name: 'PreToolUse',
        tool_name: 'Bash',
        tool_input: { command: geminiCommand },
      },
    });
    expect(translate('gemini-cli', 'codex', geminiShell)).toMatchObject({
      payload: {
        tool_name: 'Bash',
        tool_input: { command: geminiCommand },
        turn_id: expect.any(String),
      },
    });
    expect(translate('gemini-cli', 'cline-cli', geminiShell)).toMatchObject({
      payload: { tool_call: { name: 'run_commands', input: { commands: [geminiCommand] } } },
    });
    expect(translate('gemini-cli', 'cline-vscode', geminiShell)).toMatchObject({
      payload: {
        preToolUse: { toolName: 'execute_command', parameters: { command: geminiCommand } },
      },
    });
  });

  it('turns Cline’s several commands into one Gemini command', () => {
    const cline = translate('claude-code', 'cline-cli', claudeBash);
    const payload = cline.ok ? cline.payload : {};
    (payload.tool_call as { input: unknown }).input = { commands: ['npm ci', 'npm test'] };
    expect(translate('cline-cli', 'gemini-cli', payload)).toMatchObject({
      payload: { tool_name: 'run_shell_command', tool_input: { command: 'npm ci && npm test' } },
    });
  });

  it('refuses a Gemini payload under another event, and a Gemini tool that is not the shell', () => {
    const asPreToolUse = translatePayload({
      from: 'gemini-cli',
      to: 'claude-code',
      event: 'PreToolUse',
      payload: geminiShell,
      targetSample: sample('claude-code'),
    });
    expect(asPreToolUse).toEqual({ ok: false, reason: expect.stringContaining('only BeforeTool') });
    const readFile = { ...geminiShell, tool_name: 'read_file', tool_input: { file_path: '.env' } };
    expect(translate('gemini-cli', 'claude-code', readFile)).toEqual({
      ok: false,
      reason: expect.stringContaining('not read_file'),
    });
  });
});
