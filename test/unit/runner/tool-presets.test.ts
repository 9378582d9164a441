import { describe, expect, test } from 'vitest';

import { runDialects } from '../../../electron/services/agents/registry';
import { HookRunner } from '../../../electron/services/runner/hook-runner';
import { TOOL_PRESETS } from '../../../electron/services/runner/sample-payloads';
import { AGENT_IDS } from '../../../shared/schemas/enum-values';

const runner = new HookRunner({ dialects: runDialects() });
const context = {
  workspace: '/home/me/app',
  sessionId: 'sess-42',
  timestamp: '2026-11-30T01:51:11.542Z',
  home: '/home/me',
};

describe('tool presets, as each agent declares them', () => {
  test('each agent offers presets exactly on its events that carry a tool call', () => {
    const events = Object.fromEntries(
      AGENT_IDS.map((agent) => [agent, Object.keys(runner.toolPresets(agent)).sort()]),
    );
    expect(events).toEqual({
      'claude-code': ['PermissionDenied', 'PermissionRequest', 'PostToolUse', 'PreToolUse'],
      'cline-cli': ['PostToolUse', 'PreToolUse'],
      'cline-vscode': ['PostToolUse', 'PreToolUse'],
      codex: ['PermissionRequest', 'PostToolUse', 'PreToolUse'],
      'gemini-cli': ['AfterTool', 'BeforeTool'],
    });
  });

  test('every event with presets is one the bench offers, and its sample names a tool', () => {
    for (const agent of AGENT_IDS) {
      for (const [event, presets] of Object.entries(runner.toolPresets(agent))) {
        expect(runner.sampleEvents(agent)).toContain(event);
        for (const preset of presets) {
          const text = JSON.stringify(runner.samplePayload(agent, event, context, preset));
          expect(text, `${agent} ${event} ${preset}`).toMatch(
            /rm -rf build|package\.json|\.env|create_entities/,
          );
        }
      }
    }
  });

  test('Gemini BeforeTool with bash-rm carries run_shell_command with the command', () => {
    expect(runner.samplePayload('gemini-cli', 'BeforeTool', context, 'bash-rm')).toMatchObject({
      hook_event_name: 'BeforeTool',
      tool_name: 'run_shell_command',
      tool_input: { command: 'rm -rf build' },
      cwd: '/home/me/app',
    });
    expect(runner.samplePayload('gemini-cli', 'AfterTool', context, 'read-env')).toMatchObject({
      hook_event_name: 'AfterTool',
      tool_name: 'read_file',
      tool_input: { file_path: '/home/me/app/.env' },
    });
  });

  test('Codex PermissionRequest gets its shell as Bash', () => {
    expect(runner.samplePayload('codex', 'PermissionRequest', context, 'bash-rm')).toMatchObject({
      hook_event_name: 'PermissionRequest',
      tool_name: 'Bash',
      tool_input: { command: 'rm -rf build' },
    });
  });

  test('a preset an agent has no known name for is not listed, and asking for it is refused', () => {
    expect(runner.toolPresets('codex')['PreToolUse']).toEqual(['bash-rm', 'read-env']);
    expect(runner.toolPresets('gemini-cli')['BeforeTool']).not.toContain('mcp-memory');
    expect(runner.toolPresets('claude-code')['PreToolUse']).toEqual([...TOOL_PRESETS]);
    expect(() => runner.samplePayload('codex', 'PreToolUse', context, 'mcp-memory')).toThrow(
      expect.objectContaining({
        code: 'invalid-request',
        text: expect.objectContaining({ key: 'failure.preset-not-for-event' }),
      }),
    );
  });

  test('an event without a tool call lists no preset and refuses one', () => {
    expect(runner.toolPresets('gemini-cli')).not.toHaveProperty('SessionStart');
    expect(() => runner.samplePayload('gemini-cli', 'SessionStart', context, 'bash-rm')).toThrow(
      expect.objectContaining({ code: 'invalid-request' }),
    );
  });

  test('Claude Code PostToolUse and Cline CLI PostToolUse carry the preset in their own fields', () => {
    expect(runner.samplePayload('claude-code', 'PostToolUse', context, 'read-env')).toMatchObject({
      tool_name: 'Read',
      tool_input: { file_path: '/home/me/app/.env' },
    });
    expect(runner.samplePayload('cline-cli', 'PostToolUse', context, 'bash-rm')).toMatchObject({
      tool_result: { name: 'run_commands', input: { commands: ['rm -rf build'] } },
      postToolUse: { toolName: 'run_commands', parameters: { commands: '["rm -rf build"]' } },
    });
  });
});
