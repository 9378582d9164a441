import { stringParams } from '../../runner/sample-payloads';
import type { ToolCallShape } from '../agent';

/** The `preToolUse` block both Cline runtimes send: `{toolName, parameters}`, values as strings. */
export function clineToolBlock(call: ToolCallShape): Record<string, unknown> {
  return { toolName: call.name, parameters: stringParams(call.input) };
}
