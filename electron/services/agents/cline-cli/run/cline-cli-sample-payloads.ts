import path from 'node:path';

import templates from '../../../../../resources/payloads/cline-cli.json';
import {
  SAMPLE_MCP_ENTITIES,
  SAMPLE_PACKAGE_JSON,
  fillTemplate,
  stringParams,
  toolPresetsOf,
  type SampleContext,
  type ToolCall,
  type ToolPreset,
} from '../../../runner/sample-payloads';

export type ClineCliSampleEvent = keyof typeof templates;
export const CLINE_CLI_SAMPLE_EVENTS = Object.keys(templates) as ClineCliSampleEvent[];

/**
 * The preset tool calls in Cline's naming (run_commands, write_to_file, read_files). The MCP tool
 * name `use_mcp_tool` with {server_name, tool_name, arguments} is the extension's legacy naming:
 * no capture shows how the CLI names MCP tools.
 */
export function clineToolCall(preset: ToolPreset, workspace: string): ToolCall {
  switch (preset) {
    case 'bash-rm':
      return { name: 'run_commands', input: { commands: ['rm -rf build'] } };
    case 'write-package-json':
      return {
        name: 'write_to_file',
        input: { path: path.join(workspace, 'package.json'), content: SAMPLE_PACKAGE_JSON },
      };
    case 'read-env':
      return { name: 'read_files', input: { files: [{ path: path.join(workspace, '.env') }] } };
    case 'mcp-memory':
      return {
        name: 'use_mcp_tool',
        input: {
          server_name: 'memory',
          tool_name: 'create_entities',
          arguments: { entities: SAMPLE_MCP_ENTITIES },
        },
      };
  }
}

/** PreToolUse and PostToolUse carry the tool call (the SDK's and the legacy fields alike). */
export const CLINE_TOOL_PRESETS = toolPresetsOf(['PreToolUse', 'PostToolUse'], (preset) =>
  clineToolCall(preset, '/'),
);

/**
 * A Cline CLI stdin payload for `event`, from a real capture (PreCompact, never sent by the CLI,
 * from its declared type), set in `context.workspace`, with `context.sessionId` as the root
 * session and `context.timestamp`. `preset` replaces the tool call of PreToolUse (`tool_call` and
 * `preToolUse` alike) and PostToolUse (`tool_result` and `postToolUse`; the captured result kept).
 */
export function clineCliSamplePayload(
  event: ClineCliSampleEvent,
  context: SampleContext,
  preset?: ToolPreset,
): Record<string, unknown> {
  const payload = fillTemplate(templates[event] as Record<string, unknown>, {
    '<WS>': context.workspace,
  });
  payload['timestamp'] = context.timestamp;
  payload['sessionContext'] = { rootSessionId: context.sessionId };
  const info = payload['workspaceInfo'];
  if (info && typeof info === 'object')
    (info as Record<string, unknown>)['hint'] = path.basename(context.workspace);
  if (preset && CLINE_TOOL_PRESETS[event]?.includes(preset)) {
    const call = clineToolCall(preset, context.workspace);
    const legacy = { toolName: call.name, parameters: stringParams(call.input) };
    if (event === 'PreToolUse') {
      payload['tool_call'] = { id: 'call_sample_1', name: call.name, input: call.input };
      payload['preToolUse'] = legacy;
    } else {
      payload['tool_result'] = {
        ...record(payload['tool_result']),
        name: call.name,
        input: call.input,
      };
      payload['postToolUse'] = { ...record(payload['postToolUse']), ...legacy };
    }
  }
  return payload;
}

const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
