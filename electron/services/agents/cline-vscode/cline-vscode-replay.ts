import type { AgentReplay } from '../agent';
import { clineToolBlock } from '../cline/cline-tool-block';
import { oneCommandOf } from '../tool-name-replay';

/** The extension's shell tool: `execute_command` with one `command`, in its `preToolUse` block. */
export const clineVscodeReplay: AgentReplay = {
  toolEvent: 'PreToolUse',
  shellCommands: (call) => oneCommandOf(call, 'execute_command'),
  shellCall: (commands) => ({
    name: 'execute_command',
    input: { command: commands.join(' && '), requires_approval: false },
  }),
  withToolCall: (sample, call) => ({ ...sample, preToolUse: clineToolBlock(call) }),
};
