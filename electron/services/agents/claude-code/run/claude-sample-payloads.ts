import templates from '../../../../../resources/payloads/claude-code.json';
import {
  SAMPLE_MCP_ENTITIES,
  SAMPLE_PACKAGE_JSON,
  claudeProjectSlug,
  fillTemplate,
  toolPresetsOf,
  type SampleContext,
  type ToolCall,
  type ToolPreset,
} from '../../../runner/sample-payloads';
import type { ClaudeEventName } from '../../../../../shared/agents/claude-code-events';

/** The preset tool calls in Claude Code's naming. */
export function claudeToolCall(preset: ToolPreset, workspace: string): ToolCall {
  switch (preset) {
    case 'bash-rm':
      return {
        name: 'Bash',
        input: { command: 'rm -rf build', description: 'Remove the build folder' },
      };
    case 'write-package-json':
      return {
        name: 'Write',
        input: { file_path: `${workspace}/package.json`, content: SAMPLE_PACKAGE_JSON },
      };
    case 'read-env':
      return { name: 'Read', input: { file_path: `${workspace}/.env` } };
    case 'mcp-memory':
      return { name: 'mcp__memory__create_entities', input: { entities: SAMPLE_MCP_ENTITIES } };
  }
}

/** The events whose payload carries the tool call (`tool_name`, `tool_input`); every preset maps. */
export const CLAUDE_TOOL_PRESETS = toolPresetsOf(
  ['PreToolUse', 'PostToolUse', 'PermissionRequest', 'PermissionDenied'],
  (preset) => claudeToolCall(preset, '/'),
);

/**
 * A Claude Code stdin payload for `event`, built from a real captured payload (or, for the 9
 * events the capture could not trigger, from the spec's field list), set in `context.workspace`
 * with `context.sessionId`. Claude Code payloads carry no timestamp. `preset` replaces the tool
 * call of each event in CLAUDE_TOOL_PRESETS (a PostToolUse keeps its captured `tool_response`).
 */
export function claudeSamplePayload(
  event: ClaudeEventName,
  context: SampleContext,
  preset?: ToolPreset,
): Record<string, unknown> {
  const home = context.home ?? '~';
  const slug = claudeProjectSlug(context.workspace);
  const payload = fillTemplate(templates[event] as Record<string, unknown>, {
    '<project-slug>': slug,
    '<project>': context.workspace,
  });
  const transcripts = `${home}/.claude/projects/${slug}/${context.sessionId}`;
  payload['session_id'] = context.sessionId;
  payload['transcript_path'] = `${transcripts}.jsonl`;
  if (typeof payload['agent_transcript_path'] === 'string') {
    payload['agent_transcript_path'] =
      `${transcripts}/subagents/agent-${String(payload['agent_id'])}.jsonl`;
  }
  if (preset && CLAUDE_TOOL_PRESETS[event]?.includes(preset)) {
    const call = claudeToolCall(preset, context.workspace);
    payload['tool_name'] = call.name;
    payload['tool_input'] = call.input;
  }
  return payload;
}
