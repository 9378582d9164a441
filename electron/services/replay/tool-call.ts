import type { ToolUseFacts } from '../../../shared/agents/destructive-tools';

/** A tool call as a payload carries it, in its agent's own naming. */
export interface ToolCall {
  name: string;
  input: Record<string, unknown>;
}

const record = (value: unknown): Record<string, unknown> | null =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * The tool call of a payload, by its shape: Claude Code's `tool_name`/`tool_input`, the Cline
 * CLI's `tool_call: {name, input}` (raw input), or the `preToolUse`/`postToolUse` block both
 * Cline runtimes send (`{toolName, parameters}`, every value a string). Null when it has none.
 */
export function toolCallOf(payload: Readonly<Record<string, unknown>>): ToolCall | null {
  if (typeof payload.tool_name === 'string')
    return { name: payload.tool_name, input: record(payload.tool_input) ?? {} };
  const raw = record(payload.tool_call);
  if (raw && typeof raw.name === 'string')
    return { name: raw.name, input: record(raw.input) ?? {} };
  const block = record(payload.preToolUse) ?? record(payload.postToolUse);
  if (block && typeof block.toolName === 'string')
    return { name: block.toolName, input: decodeParameters(record(block.parameters) ?? {}) };
  return null;
}

/** What the destructive-tool table looks at: the commands a call runs and the paths it writes. */
export function toolUseFacts(call: ToolCall): ToolUseFacts {
  const { input } = call;
  const commands = [
    ...(typeof input.command === 'string' ? [input.command] : []),
    ...(Array.isArray(input.commands) ? input.commands.map(commandText) : []),
  ];
  const paths = ['file_path', 'path', 'notebook_path']
    .map((key) => input[key])
    .filter((value): value is string => typeof value === 'string');
  return { tool: call.name, commands, paths };
}

// Cline's `parameters` hold non-string values JSON-encoded (its mapParams): decode them back.
function decodeParameters(parameters: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(parameters).map(([key, value]) => {
      if (typeof value !== 'string' || !/^[[{]/.test(value)) return [key, value];
      try {
        return [key, JSON.parse(value) as unknown];
      } catch {
        return [key, value];
      }
    }),
  );
}

function commandText(command: unknown): string {
  if (typeof command === 'string') return command;
  const inner = record(command)?.command;
  return typeof inner === 'string' ? inner : JSON.stringify(command);
}
