import type { AgentReplay } from '../agent';

/** Claude Code's shell tool: `Bash` with one `command` (several join with ` && `). */
export const claudeCodeReplay: AgentReplay = {
  shellCall: (commands) => ({ name: 'Bash', input: { command: commands.join(' && ') } }),
  withToolCall: (sample, call) => ({ ...sample, tool_name: call.name, tool_input: call.input }),
};
