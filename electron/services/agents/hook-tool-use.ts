import { z } from 'zod';

import type { AgentId } from '../../../shared/schemas/agent';
import type { ToolUseBasics } from './agent';
import { readPayload, type PayloadKind } from './payload-read';

/**
 * An approval hook's stdin as Claude Code, Codex and Gemini CLI all send it (snake_case fields,
 * the same names); they differ in which events ask (`event`) and in what else they carry.
 */
export const hookToolUsePayload = <E extends z.ZodType<string>>(event: E) =>
  z.object({
    hook_event_name: event,
    session_id: z.string().optional(),
    cwd: z.string().optional(),
    tool_name: z.string().min(1),
    tool_input: z.record(z.string(), z.unknown()).default({}),
  });

type HookToolUsePayload = z.infer<ReturnType<typeof hookToolUsePayload<z.ZodType<string>>>>;

/** The tool use of `agent` in `payload`; AppFailure('invalid-request') naming the bad field. */
export function readHookToolUse<T extends HookToolUsePayload>(
  schema: z.ZodType<T>,
  payload: unknown,
  agent: AgentId,
  kind: PayloadKind,
): ToolUseBasics {
  const parsed = readPayload(schema, payload, kind);
  return {
    agent,
    event: parsed.hook_event_name,
    workspace: parsed.cwd ?? null,
    sessionId: parsed.session_id ?? null,
    toolName: parsed.tool_name,
    toolInput: parsed.tool_input,
  };
}
