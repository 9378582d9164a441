import type { AgentReplay } from '../agent';

/** Gemini's shell tool: `run_shell_command` with one `command` (spec §0). */
export const geminiReplay: AgentReplay = {
  shellCall: (commands) => ({
    name: 'run_shell_command',
    input: { command: commands.join(' && ') },
  }),
  withToolCall: (sample, call) => ({ ...sample, tool_name: call.name, tool_input: call.input }),
};
