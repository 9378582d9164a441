import templates from '../../../../../resources/payloads/gemini-cli.json';
import {
  SAMPLE_MCP_ENTITIES,
  SAMPLE_PACKAGE_JSON,
  fillTemplate,
  type SampleContext,
  type ToolCall,
  type ToolPreset,
} from '../../../runner/sample-payloads';
import { GEMINI_EVENTS } from '../gemini-events';

type Template = keyof typeof templates;
const TOOL_EVENTS = new Set(['BeforeTool', 'AfterTool']);

/** The events with a payload captured from the real Gemini CLI 0.61.0, in Gemini's order. */
export const GEMINI_SAMPLE_EVENTS: readonly string[] = GEMINI_EVENTS.filter((event) =>
  Object.hasOwn(templates, event),
);

/** The preset tool calls in Gemini's naming (`run_shell_command` seen; the others its built-in tools). */
export function geminiToolCall(preset: ToolPreset, workspace: string): ToolCall {
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
      return { name: 'mcp_memory_create_entities', input: { entities: SAMPLE_MCP_ENTITIES } };
  }
}

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
  if (!Object.hasOwn(templates, event)) return null;
  const home = context.home ?? '~';
  const payload = fillTemplate(templates[event as Template] as Record<string, unknown>, {
    '<project>': context.workspace,
    '<home>': home,
  });
  const project = context.workspace.split(/[\\/]/).filter(Boolean).at(-1) ?? 'project';
  const minute = context.timestamp.slice(0, 16).replaceAll(':', '-');
  payload['session_id'] = context.sessionId;
  payload['timestamp'] = context.timestamp;
  payload['transcript_path'] =
    `${home}/.gemini/tmp/${project}/chats/session-${minute}-${context.sessionId.slice(0, 8)}.jsonl`;
  if (preset && TOOL_EVENTS.has(event)) {
    const call = geminiToolCall(preset, context.workspace);
    payload['tool_name'] = call.name;
    payload['tool_input'] = call.input;
  }
  return payload;
}
