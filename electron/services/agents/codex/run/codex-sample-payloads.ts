import templates from '../../../../../resources/payloads/codex.json';
import {
  toolPresetsOf,
  type SampleContext,
  type ToolCall,
  type ToolPreset,
} from '../../../runner/sample-payloads';
import { capturedSamplePayload, type CapturedPayloads } from '../../captured-sample-payload';
import { CODEX_EVENTS } from '../codex-events';

/** The events with a payload captured from the real Codex 0.169.0, in Codex's order. */
export const CODEX_SAMPLE_EVENTS: readonly string[] = CODEX_EVENTS.filter((event) =>
  Object.hasOwn(templates, event),
);

/**
 * The preset tool calls in Codex's naming: its shell tool reaches hooks as `Bash` with
 * `{command}` (seen), and Codex reads a file through that shell. File edits as `apply_patch` and
 * MCP tools as `mcp__<server>__<tool>` are only from the docs (spec §4, never seen in a payload),
 * so those presets are not offered.
 */
export function codexToolCall(preset: ToolPreset): ToolCall | null {
  switch (preset) {
    case 'bash-rm':
      return { name: 'Bash', input: { command: 'rm -rf build' } };
    case 'read-env':
      return { name: 'Bash', input: { command: 'cat .env' } };
    case 'write-package-json':
    case 'mcp-memory':
      return null;
  }
}

/** The events whose payload carries the tool call (`tool_name`, `tool_input`). */
export const CODEX_TOOL_PRESETS = toolPresetsOf(
  ['PreToolUse', 'PermissionRequest', 'PostToolUse'],
  codexToolCall,
);

const CODEX_PAYLOADS: CapturedPayloads = {
  templates,
  toolPresets: CODEX_TOOL_PRESETS,
  toolCall: (preset) => codexToolCall(preset),
  transcriptPath(context, home) {
    const day = context.timestamp.slice(0, 10).replaceAll('-', '/');
    const stamp = context.timestamp.slice(0, 19).replaceAll(':', '-');
    return `${home}/.codex/sessions/${day}/rollout-${stamp}-${context.sessionId}.jsonl`;
  },
};

/**
 * A Codex stdin payload for `event`, from the real captured one (resources/payloads/codex.json,
 * from fixtures/codex/payloads), set in the context's workspace and session, with the rollout
 * path Codex would give. Null for an event without a capture.
 */
export function codexSamplePayload(
  event: string,
  context: SampleContext,
  preset?: ToolPreset,
): Record<string, unknown> | null {
  return capturedSamplePayload(CODEX_PAYLOADS, event, context, preset);
}
