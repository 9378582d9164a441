import { z } from 'zod';

import type { AgentId } from '../../../shared/schemas/agent';
import type { ToolUseBasics } from './agent';
import { readPayload, type PayloadKind } from './payload-read';

/** The events an agent's approval hook asks on: one (`z.literal`) or several (`z.enum`). */
type EventSchema = z.ZodLiteral<string> | z.ZodEnum<Readonly<Record<string, string>>>;

/**
 * An approval hook's stdin as Claude Code, Codex and Gemini CLI all send it (snake_case fields,
 * the same names); they differ in which events ask (`event`) and in what else they carry
 * (`optionalStrings`: further fields that must be strings when present).
 */
export interface HookToolUseShape {
  schema: z.ZodType<HookToolUsePayload>;
  events: ReadonlySet<unknown>;
  optionalStrings: readonly string[];
}

interface HookToolUsePayload {
  hook_event_name: string;
  session_id?: string | undefined;
  cwd?: string | undefined;
  tool_name: string;
  tool_input: Record<string, unknown>;
}

export function hookToolUsePayload(
  event: EventSchema,
  optionalStrings: readonly string[] = [],
): HookToolUseShape {
  const schema = z.object({
    hook_event_name: event,
    session_id: z.string().optional(),
    cwd: z.string().optional(),
    tool_name: z.string().min(1),
    tool_input: z.record(z.string(), z.unknown()).default({}),
    ...Object.fromEntries(optionalStrings.map((key) => [key, z.string().optional()])),
  });
  const events = new Set<unknown>(event instanceof z.ZodEnum ? event.options : event.values);
  return { schema, events, optionalStrings };
}

/** The tool use of `agent` in `payload`; AppFailure('invalid-request') naming the bad field. */
export function readHookToolUse(
  shape: HookToolUseShape,
  payload: unknown,
  agent: AgentId,
  kind: PayloadKind,
): ToolUseBasics {
  const parsed = commonPayload(shape, payload) ?? readPayload(shape.schema, payload, kind);
  return {
    agent,
    event: parsed.hook_event_name,
    workspace: parsed.cwd ?? null,
    sessionId: parsed.session_id ?? null,
    toolName: parsed.tool_name,
    toolInput: parsed.tool_input,
  };
}

/**
 * The payload as the schema reads it, without zod, when it has the shape agents send: every
 * field of its type and `tool_input` (if any) a plain object. Zod was a quarter of the time the
 * approval service took per rule-decided request in a burst profile. Null for anything else:
 * the schema then judges it and names the bad field. `tool_input` is copied as zod's record
 * copies it; an input zod reads differently (a `__proto__` or `constructor` key, symbol keys,
 * another prototype) is left to zod.
 */
function commonPayload(shape: HookToolUseShape, payload: unknown): HookToolUsePayload | null {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return null;
  const fields = payload as Record<string, unknown>;
  const event = fields['hook_event_name'];
  const toolName = fields['tool_name'];
  const sessionId = fields['session_id'];
  const cwd = fields['cwd'];
  const input = fields['tool_input'];
  if (typeof event !== 'string' || !shape.events.has(event)) return null;
  if (typeof toolName !== 'string' || toolName === '') return null;
  if (!optionalString(sessionId) || !optionalString(cwd)) return null;
  if (!shape.optionalStrings.every((key) => optionalString(fields[key]))) return null;
  if (input !== undefined && !plainRecord(input)) return null;
  return {
    hook_event_name: event,
    session_id: sessionId as string | undefined,
    cwd: cwd as string | undefined,
    tool_name: toolName,
    tool_input: { ...input },
  };
}

function optionalString(value: unknown): boolean {
  return value === undefined || typeof value === 'string';
}

function plainRecord(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype &&
    !Object.hasOwn(value, '__proto__') &&
    !Object.hasOwn(value, 'constructor') &&
    Object.getOwnPropertySymbols(value).length === 0
  );
}
