import type { AgentId } from '../../../shared/schemas/agent';
import type { ApprovalPreview } from '../../../shared/schemas/approval';
import { AppFailure } from '../../../shared/result';
import { agentsOfShimTarget } from '../agents/registry';
import type { ToolUseFacts } from './rule-match';
import { lexicalPath } from './lexical-path';

/** One tool use an agent asked about, read from its hook payload. */
export interface ToolUse extends ToolUseFacts {
  toolInput: Record<string, unknown>;
  preview: ApprovalPreview;
}

/**
 * Reads the tool use out of a hook payload. `target` is the shim target the hook entry was
 * installed for; of the agents it serves, the one that sent the payload reads it (both Cline
 * runtimes run one hook file and are told apart by the payload).
 * AppFailure('invalid-request') for a payload that is not a tool-use event of that agent.
 */
export function readToolUse(target: string, payload: unknown): ToolUse {
  const agents = agentsOfShimTarget(target).filter((agent) => agent.approvals !== null);
  const sender = agents.find((agent) => agent.approvals?.sentBy(payload)) ?? agents.at(-1);
  if (!sender?.approvals) throw new AppFailure('invalid-request', 'failure.approval-agent-unnamed');
  const { agent, event, ...basics } = sender.approvals.readToolUse(payload);
  return describe(agent, event, basics);
}

type Basics = Pick<ToolUse, 'workspace' | 'sessionId' | 'toolName' | 'toolInput'>;

function describe(agent: AgentId, event: string, basics: Basics): ToolUse {
  const command = commandOf(basics.toolInput);
  // Rules see paths and the workspace with `..` collapsed (a rule's folder is not escaped by one).
  const paths = pathsOf(basics.toolInput).map(lexicalPath);
  const workspace = basics.workspace === null ? null : lexicalPath(basics.workspace);
  return {
    agent,
    event,
    ...basics,
    workspace,
    command,
    paths,
    preview: previewOf(basics, command),
  };
}

// Claude's Bash, Cline's execute_command / run_commands: the command is a string field.
function commandOf(input: Record<string, unknown>): string | null {
  if (typeof input['command'] === 'string') return input['command'];
  const commands = input['commands'];
  if (Array.isArray(commands) && commands.every((item) => typeof item === 'string'))
    return commands.join('\n');
  return null;
}

const PATH_KEYS = ['file_path', 'notebook_path', 'path', 'filePath', 'absolutePath'];

/** Every path the input names: Claude's file tools, Cline's `path` / `files[].path`. */
function pathsOf(input: Record<string, unknown>): string[] {
  const found: string[] = [];
  for (const key of PATH_KEYS) if (typeof input[key] === 'string') found.push(input[key]);
  for (const key of ['files', 'paths']) {
    const list = input[key];
    if (!Array.isArray(list)) continue;
    for (const item of list) {
      if (typeof item === 'string') found.push(item);
      else if (item && typeof (item as { path?: unknown }).path === 'string')
        found.push((item as { path: string }).path);
    }
  }
  return found;
}

function previewOf(basics: Basics, command: string | null): ApprovalPreview {
  const input = basics.toolInput;
  if (command !== null) return { kind: 'command', command };
  const file = typeof input['file_path'] === 'string' ? input['file_path'] : null;
  if (file !== null && typeof input['new_string'] === 'string') {
    const before = typeof input['old_string'] === 'string' ? input['old_string'] : '';
    return { kind: 'diff', file, before, after: input['new_string'] };
  }
  if (file !== null && typeof input['content'] === 'string')
    return { kind: 'diff', file, before: '', after: input['content'] };
  return { kind: 'json', text: JSON.stringify(input, null, 2) };
}
