import type { AgentReplay, ToolCallShape } from './agent';

/** The one command of `call` when it is the shell tool `shellTool` taking `{command}`, else null. */
export function oneCommandOf(call: ToolCallShape, shellTool: string): string[] | null {
  return call.name === shellTool && typeof call.input.command === 'string'
    ? [call.input.command]
    : null;
}

/**
 * Cross-agent replay for an agent whose payloads carry `tool_name`/`tool_input` (Claude Code,
 * Codex, Gemini CLI) and whose shell tool takes one `command` string: several commands join
 * with ` && `, as a shell would run them.
 */
export function toolNameReplay(shellTool: string, toolEvent = 'PreToolUse'): AgentReplay {
  return {
    toolEvent,
    shellCommands: (call) => oneCommandOf(call, shellTool),
    shellCall: (commands) => ({ name: shellTool, input: { command: commands.join(' && ') } }),
    withToolCall: (sample, call) => ({ ...sample, tool_name: call.name, tool_input: call.input }),
  };
}
