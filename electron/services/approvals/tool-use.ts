import { z } from 'zod';

import type { AgentId } from '../../../shared/schemas/agent';
import type { ApprovalPreview } from '../../../shared/schemas/approval';
import { AppFailure } from '../../../shared/result';
import type { ToolUseFacts } from './rule-match';
import { lexicalPath } from './lexical-path';

/** One tool use an agent asked about, read from its hook payload. */
export interface ToolUse extends ToolUseFacts {
  toolInput: Record<string, unknown>;
  preview: ApprovalPreview;
}

const Input = z.record(z.string(), z.unknown());
const ClaudePayload = z.object({
  hook_event_name: z.enum(['PreToolUse', 'PermissionRequest']),
  session_id: z.string().optional(),
  cwd: z.string().optional(),
  tool_name: z.string().min(1),
  tool_input: Input.default({}),
});
const ClineCliPayload = z.object({
  hookName: z.literal('tool_call'),
  sessionContext: z.object({ rootSessionId: z.string() }).partial().optional(),
  taskId: z.string().optional(),
  workspaceRoots: z.array(z.string()).optional(),
  tool_call: z.object({ name: z.string().min(1), input: z.unknown() }),
});
const ClineVscodePayload = z.object({
  hookName: z.literal('PreToolUse'),
  taskId: z.string().optional(),
  workspaceRoots: z.array(z.string()).optional(),
  preToolUse: z.object({
    toolName: z.string().min(1),
    parameters: z.record(z.string(), z.string()),
  }),
});

/**
 * Reads the tool use out of a hook payload. `family` is what the hook entry was installed for:
 * `claude-code`, or `cline`, whose two runtimes are told apart by the payload's `hookName`.
 * AppFailure('invalid-request') for a payload that is not a tool-use event of that agent.
 */
export function readToolUse(family: 'claude-code' | 'cline', payload: unknown): ToolUse {
  if (family === 'claude-code') {
    const parsed = parse(ClaudePayload, payload, {
      agent: 'Claude Code',
      event: 'PreToolUse/PermissionRequest',
    });
    return describe('claude-code', parsed.hook_event_name, {
      workspace: parsed.cwd ?? null,
      sessionId: parsed.session_id ?? null,
      toolName: parsed.tool_name,
      toolInput: parsed.tool_input,
    });
  }
  if ((payload as { hookName?: unknown } | null)?.hookName === 'PreToolUse') {
    const parsed = parse(ClineVscodePayload, payload, { agent: 'Cline', event: 'PreToolUse' });
    return describe('cline-vscode', 'PreToolUse', {
      workspace: parsed.workspaceRoots?.[0] ?? null,
      sessionId: parsed.taskId ?? null,
      toolName: parsed.preToolUse.toolName,
      // The extension sends every parameter as a string; JSON ones are read back.
      toolInput: Object.fromEntries(
        Object.entries(parsed.preToolUse.parameters).map(([key, value]) => [key, jsonOr(value)]),
      ),
    });
  }
  const parsed = parse(ClineCliPayload, payload, { agent: 'Cline', event: 'tool_call' });
  const input = parsed.tool_call.input;
  return describe('cline-cli', 'PreToolUse', {
    workspace: parsed.workspaceRoots?.[0] ?? null,
    sessionId: parsed.sessionContext?.rootSessionId ?? parsed.taskId ?? null,
    toolName: parsed.tool_call.name,
    toolInput: Input.safeParse(input).success ? (input as Record<string, unknown>) : { input },
  });
}

/** What a payload should have been, for the failure: the agent and the event, as named there. */
interface PayloadKind {
  agent: string;
  event: string;
}

function parse<T>(schema: z.ZodType<T>, payload: unknown, kind: PayloadKind): T {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new AppFailure('invalid-request', 'approval-payload-invalid', {
      ...kind,
      field: issue?.path.join('.') || 'body',
      message: issue?.message ?? '',
    });
  }
  return parsed.data;
}

function jsonOr(value: string): unknown {
  if (!/^[[{]/.test(value)) return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
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
