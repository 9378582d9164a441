import { describe, expect, test } from 'vitest';

import { claudeSamplePayload } from '../../../electron/services/agents/claude-code/run/claude-sample-payloads';
import {
  CLINE_CLI_SAMPLE_EVENTS,
  clineCliSamplePayload,
} from '../../../electron/services/agents/cline-cli/run/cline-cli-sample-payloads';
import {
  VSCODE_SAMPLE_EVENTS,
  vscodeSamplePayload,
} from '../../../electron/services/agents/cline-vscode/run/vscode-sample-payloads';
import { CLAUDE_EVENT_NAMES } from '../../../shared/agents/claude-code-events';
import { CLINE_CLI_NAMES, CLINE_EVENTS } from '../../../shared/agents/cline-events';
import { TOOL_PRESETS } from '../../../electron/services/runner/sample-payloads';

const context = {
  workspace: '/home/me/app',
  sessionId: 'sess-42',
  timestamp: '2026-11-30T01:51:11.542Z',
  home: '/home/me',
};

describe('Claude Code sample payloads', () => {
  test.each(CLAUDE_EVENT_NAMES)(
    '%s: the event name, session and workspace are filled in',
    (event) => {
      const payload = claudeSamplePayload(event, context);
      expect(payload['hook_event_name']).toBe(event);
      expect(payload['session_id']).toBe('sess-42');
      expect(payload['transcript_path']).toBe(
        '/home/me/.claude/projects/-home-me-app/sess-42.jsonl',
      );
      expect(String(payload['cwd']).startsWith('/home/me/app')).toBe(true);
      expect(JSON.stringify(payload)).not.toMatch(/<project|<WS>/);
    },
  );

  test('presets set the PreToolUse tool call', () => {
    expect(claudeSamplePayload('PreToolUse', context, 'bash-rm')).toMatchObject({
      tool_name: 'Bash',
      tool_input: { command: 'rm -rf build' },
    });
    expect(claudeSamplePayload('PreToolUse', context, 'write-package-json')).toMatchObject({
      tool_name: 'Write',
      tool_input: { file_path: '/home/me/app/package.json' },
    });
    expect(claudeSamplePayload('PreToolUse', context, 'read-env')).toMatchObject({
      tool_name: 'Read',
      tool_input: { file_path: '/home/me/app/.env' },
    });
    expect(claudeSamplePayload('PreToolUse', context, 'mcp-memory').tool_name).toBe(
      'mcp__memory__create_entities',
    );
  });

  test('a preset does not touch non-tool events', () => {
    expect(claudeSamplePayload('Stop', context, 'bash-rm')).not.toHaveProperty('tool_name');
  });
});

describe('Cline CLI sample payloads', () => {
  test('there is one for every CLI hook name', () => {
    expect([...CLINE_CLI_SAMPLE_EVENTS].sort()).toEqual([...CLINE_CLI_NAMES].sort());
  });

  test.each(CLINE_CLI_SAMPLE_EVENTS)(
    '%s: hookName, workspace, session and time are filled in',
    (event) => {
      const payload = clineCliSamplePayload(event, context);
      const hookName = CLINE_EVENTS[event].sdkHookName ?? 'pre_compact';
      expect(payload).toMatchObject({
        hookName,
        timestamp: context.timestamp,
        sessionContext: { rootSessionId: 'sess-42' },
        workspaceRoots: ['/home/me/app'],
      });
    },
  );

  test.each(TOOL_PRESETS)('preset %s sets tool_call and preToolUse alike', (preset) => {
    const payload = clineCliSamplePayload('PreToolUse', context, preset) as {
      tool_call: { name: string; input: Record<string, unknown> };
      preToolUse: { toolName: string; parameters: Record<string, string> };
    };
    expect(payload.preToolUse.toolName).toBe(payload.tool_call.name);
    for (const [key, value] of Object.entries(payload.tool_call.input)) {
      expect(payload.preToolUse.parameters[key]).toBe(
        typeof value === 'string' ? value : JSON.stringify(value),
      );
    }
  });

  test('run_commands carries the rm command', () => {
    expect(clineCliSamplePayload('PreToolUse', context, 'bash-rm')).toMatchObject({
      tool_call: { name: 'run_commands', input: { commands: ['rm -rf build'] } },
    });
  });
});

describe('Cline VS Code sample payloads', () => {
  test.each(VSCODE_SAMPLE_EVENTS)(
    '%s: protobuf JSON shape with a millisecond string timestamp',
    (event) => {
      const payload = vscodeSamplePayload(event, context);
      expect(payload).toMatchObject({
        hookName: event,
        timestamp: String(Date.parse(context.timestamp)),
        model: { provider: 'unknown', slug: 'unknown' },
      });
    },
  );

  test('default values are omitted, an empty prompt kept', () => {
    const start = vscodeSamplePayload('TaskStart', context) as {
      taskStart: { taskMetadata: Record<string, unknown> };
    };
    expect(start.taskStart.taskMetadata).not.toHaveProperty('ulid');
    expect(vscodeSamplePayload('UserPromptSubmit', context)).toMatchObject({
      userPromptSubmit: { prompt: expect.any(String) },
    });
    expect(vscodeSamplePayload('UserPromptSubmit', context)).not.toHaveProperty(
      'userPromptSubmit.attachments',
    );
  });

  test('PreToolUse parameters are strings', () => {
    expect(vscodeSamplePayload('PreToolUse', context, 'write-package-json')).toMatchObject({
      preToolUse: { toolName: 'write_to_file', parameters: { path: '/home/me/app/package.json' } },
    });
  });
});
