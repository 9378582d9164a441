import type { AgentReplay } from '../agent';

/** Codex's shell tool as hooks see it: `Bash` with one `command` (spec §4). */
export const codexReplay: AgentReplay = {
  shellCall: (commands) => ({ name: 'Bash', input: { command: commands.join(' && ') } }),
  withToolCall: (sample, call) => ({ ...sample, tool_name: call.name, tool_input: call.input }),
};
