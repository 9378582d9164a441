import { z } from 'zod';

/** One Codex hook's answer as Codex reads it (electron/services/agents/codex/codex-hook-answer.ts). */
export const CodexHookAnswerSchema = z.object({
  /** The app-server's HookRunStatus. */
  status: z.enum(['completed', 'failed', 'blocked', 'stopped']),
  /** Blocked/stopped: the text the model (or a Stop continuation) gets. */
  feedback: z.string().nullable(),
  /** Failed: Codex's own error words. */
  error: z.string().nullable(),
  /** Developer messages added before the next model request. */
  context: z.array(z.string()),
  /** Shown to the user only. */
  systemMessage: z.string().nullable(),
  /** PreToolUse allow + updatedInput: the input the tool runs with instead. */
  updatedInput: z.record(z.string(), z.unknown()).nullable(),
  /** PermissionRequest: the hook's decision, null when it left the question to the user. */
  permission: z.enum(['allow', 'deny']).nullable(),
});

/** What one Codex event comes to once all its hooks answered (codex-event-outcome.ts). */
export const CodexEventOutcomeSchema = z.object({
  /** PreToolUse / PermissionRequest: whether the hooks let the tool run; null for other events. */
  toolRuns: z.boolean().nullable(),
  /** The blocking or stopping hooks' words, joined with blank lines as Codex joins them. */
  feedback: z.string().nullable(),
  /** PostToolUse blocked: the model sees `feedback` instead of the tool's output. */
  outputReplaced: z.boolean(),
  /** No further model request (UserPromptSubmit blocked or stopped, any stop after PreToolUse). */
  turnStops: z.boolean(),
  /** Stop blocked: Codex continues the turn with `feedback` as a new user message. */
  continues: z.boolean(),
  context: z.array(z.string()),
  updatedInput: z.record(z.string(), z.unknown()).nullable(),
  /** PermissionRequest with no decision: the normal approval prompt goes to the user. */
  asksUser: z.boolean(),
  /** Hooks that failed (fail-open): their answers were ignored. */
  failures: z.number().int(),
});
