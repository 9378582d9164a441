import { z } from 'zod';

/** One Gemini hook's answer as Gemini reads it (electron/services/agents/gemini-cli/gemini-hook-answer.ts). */
export const GeminiHookAnswerSchema = z.object({
  decision: z.enum(['allow', 'deny', 'ask']),
  reason: z.string().nullable(),
  /** `continue: false`: the agent stops after this event. */
  stop: z.boolean(),
  stopReason: z.string().nullable(),
  systemMessage: z.string().nullable(),
  additionalContext: z.string().nullable(),
  /** BeforeTool `hookSpecificOutput.tool_input`: the tool runs with this input instead. */
  toolInput: z.record(z.string(), z.unknown()).nullable(),
  /** A non-zero exit or a timeout: Gemini prints "Hook(s) [...] failed". */
  failed: z.boolean(),
});

/** What one Gemini event comes to once all its hooks answered (gemini-event-outcome.ts). */
export const GeminiEventOutcomeSchema = z.object({
  /** Any hook denied (OR over all hooks of the event). */
  denied: z.boolean(),
  reason: z.string().nullable(),
  /** Any `continue: false`: no further model call. */
  stops: z.boolean(),
  /** A hook answered `ask`: headless, the CLI waits for ever. */
  hangsHeadless: z.boolean(),
  /** BeforeTool: whether the tool runs; null for events without a tool. */
  toolRuns: z.boolean().nullable(),
  toolInput: z.record(z.string(), z.unknown()).nullable(),
  context: z.array(z.string()),
  systemMessages: z.array(z.string()),
});
