import type { AgentId } from '../../../shared/schemas/agent';
import { agentOf } from '../agents/registry';
import { toolCallOf, type ToolCall } from './tool-call';

/**
 * Cross-agent replay (documented in the README, "Replay and regression suites"): a PreToolUse
 * shell call of one agent becomes the same call in another agent's payload, so that a Claude
 * Code event can be replayed against a Cline hook and back.
 *
 * | Claude Code                     | Cline CLI (SDK)                         | Cline VS Code                          |
 * |---------------------------------|-----------------------------------------|----------------------------------------|
 * | PreToolUse, tool_name `Bash`,   | hookName `tool_call`, tool_call `{id,   | hookName `PreToolUse`, preToolUse      |
 * | tool_input `{command}`          | name: run_commands, input: {commands}}` | `{toolName: execute_command,           |
 * |                                 | + preToolUse `{toolName, parameters}`   | parameters: {command, requires_…}}`    |
 *
 * Several Cline commands join with ` && ` into one Bash command. The rest of the payload
 * (session, workspace, ids) is the target agent's own sample set in the recorded workspace.
 * The answers translate as: permissionDecision `deny` ⇄ `cancel: true` (the tool does not run),
 * `allow` or no opinion ⇄ `cancel: false` (see `comparableVerdict`).
 */

export type TranslationResult =
  { ok: true; payload: Record<string, unknown> } | { ok: false; reason: string };

/** The commands a shell tool call runs, whichever agent named it. */
function shellCommands(call: ToolCall): string[] | null {
  if (call.name === 'Bash' || call.name === 'execute_command')
    return typeof call.input.command === 'string' ? [call.input.command] : null;
  if (call.name === 'run_commands' && Array.isArray(call.input.commands))
    return call.input.commands.filter((command): command is string => typeof command === 'string');
  return null;
}

/**
 * `payload` (an event of `from`) as `to` would send it, built on `targetSample` (a PreToolUse
 * sample payload of `to` set in the recorded workspace and session).
 */
export function translatePayload(input: {
  from: AgentId;
  to: AgentId;
  event: string;
  payload: Readonly<Record<string, unknown>>;
  targetSample: Record<string, unknown>;
}): TranslationResult {
  if (input.event !== 'PreToolUse')
    return { ok: false, reason: `only PreToolUse translates between agents, not ${input.event}` };
  const call = toolCallOf(input.payload);
  const commands = call ? shellCommands(call) : null;
  if (!call || !commands || commands.length === 0)
    return {
      ok: false,
      reason: `only shell tool calls translate (Bash, run_commands, execute_command), not ${call?.name ?? 'this payload'}`,
    };
  const { replay } = agentOf(input.to);
  const payload = replay.withToolCall(
    input.targetSample,
    replay.shellCall(commands),
    input.payload,
  );
  return { ok: true, payload };
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
