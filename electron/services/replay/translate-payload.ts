import type { AgentId } from '../../../shared/schemas/agent';
import { agentOf, allAgents } from '../agents/registry';
import { toolCallOf, type ToolCall } from './tool-call';

/**
 * Cross-agent replay (documented in the README, "Replay and regression suites"): a shell call
 * asked about before it runs, in one agent's payload, becomes the same call in another agent's,
 * so that a Claude Code event can be replayed against a Cline or Gemini hook and back.
 *
 * | agent          | event        | shell call in the payload                                      |
 * |----------------|--------------|----------------------------------------------------------------|
 * | Claude Code    | PreToolUse   | tool_name `Bash`, tool_input `{command}`                       |
 * | Codex CLI      | PreToolUse   | tool_name `Bash`, tool_input `{command}` (its exec_command)    |
 * | Gemini CLI     | BeforeTool   | tool_name `run_shell_command`, tool_input `{command}`          |
 * | Cline CLI/SDK  | PreToolUse   | tool_call `{id, name: run_commands, input: {commands}}` + block |
 * | Cline VS Code  | PreToolUse   | preToolUse `{toolName: execute_command, parameters: {command}}` |
 *
 * Each agent's `AgentReplay` says which event and tool are its own. Several Cline commands join
 * with ` && ` into one command. The rest of the payload (session, workspace, ids) is the target
 * agent's own sample set in the recorded workspace. The answers translate by meaning (see
 * `comparableVerdict`): a deny, block or cancel is "the tool does not run"; allow or no opinion
 * is "the tool runs".
 */

export type TranslationResult =
  { ok: true; event: string; payload: Record<string, unknown> } | { ok: false; reason: string };

/** The commands a shell tool call runs, whichever agent named it. */
function shellCommands(call: ToolCall): string[] | null {
  for (const agent of allAgents()) {
    const commands = agent.replay.shellCommands(call);
    if (commands) return commands;
  }
  return null;
}

/** The event `to` asks about the tool call in (its PreToolUse or BeforeTool). */
export function translatedEvent(to: AgentId): string {
  return agentOf(to).replay.toolEvent;
}

/**
 * `payload` (an event of `from`) as `to` would send it, built on `targetSample` (a sample
 * payload of `to`'s tool event, set in the recorded workspace and session).
 */
export function translatePayload(input: {
  from: AgentId;
  to: AgentId;
  event: string;
  payload: Readonly<Record<string, unknown>>;
  targetSample: Record<string, unknown>;
}): TranslationResult {
  const fromEvent = agentOf(input.from).replay.toolEvent;
  if (input.event !== fromEvent)
    return { ok: false, reason: `only ${fromEvent} translates between agents, not ${input.event}` };
  const call = toolCallOf(input.payload);
  const commands = call ? shellCommands(call) : null;
  if (!call || !commands || commands.length === 0)
    return {
      ok: false,
      reason: `only shell tool calls translate (Bash, run_shell_command, run_commands, execute_command), not ${call?.name ?? 'this payload'}`,
    };
  const { replay } = agentOf(input.to);
  const payload = replay.withToolCall(
    input.targetSample,
    replay.shellCall(commands),
    input.payload,
  );
  return { ok: true, event: replay.toolEvent, payload };
}

/**
 * A verdict as comparable across agents: "the tool does not run" (Claude deny, Cline cancel)
 * and "the tool runs as asked" (Claude allow or no opinion, Cline no cancel) are each one word.
 */
export function comparableVerdict(kind: string): string {
  if (kind === 'blocked' || kind === 'run-stopped') return 'tool-stopped';
  if (kind === 'allowed' || kind === 'no-change') return 'tool-runs';
  return kind;
}
