import type { AgentReplay } from '../agent';
import { clineToolBlock } from '../cline/cline-tool-block';

/** The extension's shell tool: `execute_command` with one `command`, in its `preToolUse` block. */
export const clineVscodeReplay: AgentReplay = {
  shellCall: (commands) => ({
    name: 'execute_command',
    input: { command: commands.join(' && '), requires_approval: false },
  }),
  withToolCall: (sample, call) => ({ ...sample, preToolUse: clineToolBlock(call) }),
};
