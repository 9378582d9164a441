import templates from '../../../../../resources/payloads/codex.json';
import {
  SAMPLE_MCP_ENTITIES,
  type SampleContext,
  type ToolCall,
  type ToolPreset,
} from '../../../runner/sample-payloads';
import { capturedSamplePayload, type CapturedPayloads } from '../../captured-sample-payload';
import { CODEX_EVENTS } from '../codex-events';

const TOOL_EVENTS = new Set(['PreToolUse', 'PermissionRequest', 'PostToolUse']);

/** The events with a payload captured from the real Codex 0.169.0, in Codex's order. */
export const CODEX_SAMPLE_EVENTS: readonly string[] = CODEX_EVENTS.filter((event) =>
  Object.hasOwn(templates, event),
);

/**
 * The preset tool calls in Codex's naming: its shell tool reaches hooks as `Bash` with
 * `{command}` (seen); file edits as `apply_patch` and MCP tools as `mcp__<server>__<tool>` are
 * from the docs (spec §4, not run here).
 */
export function codexToolCall(preset: ToolPreset): ToolCall {
  switch (preset) {
    case 'bash-rm':
      return { name: 'Bash', input: { command: 'rm -rf build' } };
    case 'write-package-json':
      return {
        name: 'apply_patch',
        input: {
          command:
            '*** Begin Patch\n*** Add File: package.json\n+{"name": "demo"}\n*** End Patch\n',
        },
      };
    case 'read-env':
      return { name: 'Bash', input: { command: 'cat .env' } };
    case 'mcp-memory':
      return { name: 'mcp__memory__create_entities', input: { entities: SAMPLE_MCP_ENTITIES } };
  }
}

const CODEX_PAYLOADS: CapturedPayloads = {
  templates,
  toolEvents: TOOL_EVENTS,
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
