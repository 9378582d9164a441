import type { AgentReplay } from '../agent';
import { clineToolBlock } from '../cline/cline-tool-block';

/** The Cline CLI's shell tool: `run_commands` with the list; `tool_call` and `preToolUse` carry it. */
export const clineCliReplay: AgentReplay = {
  toolEvent: 'PreToolUse',
  shellCommands: (call) =>
    call.name === 'run_commands' && Array.isArray(call.input.commands)
      ? call.input.commands.filter((command): command is string => typeof command === 'string')
      : null,
  shellCall: (commands) => ({ name: 'run_commands', input: { commands } }),
  withToolCall(sample, call, original) {
    const id = typeof original.tool_use_id === 'string' ? original.tool_use_id : null;
    return {
      ...sample,
      tool_call: { id: id ?? 'call_translated_1', name: call.name, input: call.input },
      preToolUse: clineToolBlock(call),
    };
  },
};
