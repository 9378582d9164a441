import templates from '../../../../../resources/payloads/gemini-cli.json';
import {
  SAMPLE_PACKAGE_JSON,
  toolPresetsOf,
  type SampleContext,
  type ToolCall,
  type ToolPreset,
} from '../../../runner/sample-payloads';
import { capturedSamplePayload, type CapturedPayloads } from '../../captured-sample-payload';
import { GEMINI_EVENTS } from '../gemini-events';

/** The events with a payload captured from the real Gemini CLI 0.61.0, in Gemini's order. */
export const GEMINI_SAMPLE_EVENTS: readonly string[] = GEMINI_EVENTS.filter((event) =>
  Object.hasOwn(templates, event),
);

/**
 * The preset tool calls in Gemini's naming (`run_shell_command` seen; the others its built-in
 * tools). No MCP call: how Gemini names an MCP tool in a payload was not determined (spec §10).
 */
export function geminiToolCall(preset: ToolPreset, workspace: string): ToolCall | null {
  switch (preset) {
    case 'bash-rm':
      return {
        name: 'run_shell_command',
        input: { command: 'rm -rf build', description: 'Remove the build folder' },
      };
    case 'write-package-json':
      return {
        name: 'write_file',
        input: { file_path: `${workspace}/package.json`, content: SAMPLE_PACKAGE_JSON },
      };
    case 'read-env':
      return { name: 'read_file', input: { file_path: `${workspace}/.env` } };
    case 'mcp-memory':
      return null;
  }
}

/** BeforeTool and AfterTool carry the tool call (`tool_name`, `tool_input`). */
export const GEMINI_TOOL_PRESETS = toolPresetsOf(['BeforeTool', 'AfterTool'], (preset) =>
  geminiToolCall(preset, '/'),
);

const GEMINI_PAYLOADS: CapturedPayloads = {
  templates,
  toolPresets: GEMINI_TOOL_PRESETS,
  toolCall: (preset, context) => geminiToolCall(preset, context.workspace),
  transcriptPath(context, home) {
    const project = context.workspace.split(/[\\/]/).filter(Boolean).at(-1) ?? 'project';
    const minute = context.timestamp.slice(0, 16).replaceAll(':', '-');
    return `${home}/.gemini/tmp/${project}/chats/session-${minute}-${context.sessionId.slice(0, 8)}.jsonl`;
  },
};

/**
 * A Gemini stdin payload for `event`, from the real captured one (resources/payloads/gemini-cli.json,
 * from fixtures/gemini/payloads), set in the context's workspace, session and time, with the
 * session log path Gemini would give. Null for an event without a capture.
 */
export function geminiSamplePayload(
  event: string,
  context: SampleContext,
  preset?: ToolPreset,
): Record<string, unknown> | null {
  const payload = capturedSamplePayload(GEMINI_PAYLOADS, event, context, preset);
  if (payload) payload['timestamp'] = context.timestamp;
  return payload;
}
