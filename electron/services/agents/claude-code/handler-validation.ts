import { z } from 'zod';

// The handler schemas of Claude Code 2.1.328 (read from its binary, spec §1.4). Unknown extra
// fields are tolerated, as the real client does; `cloud` falls back instead of failing there.
const optionalString = z.string().optional();
const common = {
  if: optionalString,
  timeout: z.number().positive().optional(),
  statusMessage: optionalString,
  once: z.boolean().optional(),
};
const onFailure = z.enum(['continue', 'block']).optional();

const CommandHandlerSchema = z.looseObject({
  ...common,
  type: z.literal('command'),
  command: z.string(),
  args: z.array(z.string()).optional(),
  shell: z.enum(['bash', 'powershell']).optional(),
  onFailure,
  async: z.boolean().optional(),
  asyncRewake: z.boolean().optional(),
  rewakeMessage: z.string().min(1).optional(),
  rewakeSummary: z.string().min(1).optional(),
});

const HttpHandlerSchema = z.looseObject({
  ...common,
  type: z.literal('http'),
  url: z.url(),
  headers: z.record(z.string(), z.string()).optional(),
  allowedEnvVars: z.array(z.string()).optional(),
  onFailure,
});

const PromptHandlerSchema = z.looseObject({
  ...common,
  type: z.literal('prompt'),
  prompt: z.string(),
  model: optionalString,
  continueOnBlock: z.boolean().optional(),
});

const AgentHandlerSchema = z.looseObject({
  ...common,
  type: z.literal('agent'),
  prompt: z.string(),
  model: optionalString,
});

const McpToolHandlerSchema = z.looseObject({
  ...common,
  type: z.literal('mcp_tool'),
  server: z.string(),
  tool: z.string(),
  input: z.record(z.string(), z.unknown()).optional(),
});

const SCHEMAS = {
  command: CommandHandlerSchema,
  http: HttpHandlerSchema,
  prompt: PromptHandlerSchema,
  agent: AgentHandlerSchema,
  mcp_tool: McpToolHandlerSchema,
} as const;

export type CommandHandler = z.infer<typeof CommandHandlerSchema>;
export type ClaudeHandler =
  | CommandHandler
  | z.infer<typeof HttpHandlerSchema>
  | z.infer<typeof PromptHandlerSchema>
  | z.infer<typeof AgentHandlerSchema>
  | z.infer<typeof McpToolHandlerSchema>;
export type ClaudeHandlerType = keyof typeof SCHEMAS;

export type HandlerCheck = { ok: true; handler: ClaudeHandler } | { ok: false; message: string };

/**
 * Validates one handler object against its type's schema, with Claude Code's own wording
 * (`Invalid command hook (timeout: …)`, `Unknown hook type "x"`). Never throws.
 */
export function validateHandler(value: unknown): HandlerCheck {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, message: `Hook entry must be an object; received ${describeValue(value)}` };
  }
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string') {
    const message =
      type === undefined
        ? 'Hook entry has no "type"'
        : `Hook entry "type" must be a string; received ${describeValue(type)}`;
    return { ok: false, message };
  }
  if (!isHandlerType(type)) return { ok: false, message: `Unknown hook type "${type}"` };
  const parsed = SCHEMAS[type].safeParse(value);
  if (parsed.success) return { ok: true, handler: parsed.data };
  return { ok: false, message: `Invalid ${type} hook (${describeIssues(parsed.error)})` };
}

export function isHandlerType(type: string): type is ClaudeHandlerType {
  return Object.hasOwn(SCHEMAS, type);
}

/** `an object`, `a string`, `an array`, `null`: the words Claude Code uses for a wrong value. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return String(value);
  if (Array.isArray(value)) return 'an array';
  const kind = typeof value;
  return `${kind === 'object' ? 'an' : 'a'} ${kind}`;
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) =>
      issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}
