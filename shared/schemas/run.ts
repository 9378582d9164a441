import { z } from 'zod';

import { CodexEventOutcomeSchema, CodexHookAnswerSchema } from '../agents/codex-run-schemas';
import { GeminiEventOutcomeSchema, GeminiHookAnswerSchema } from '../agents/gemini-cli-run-schemas';
import { codedTextSchema } from '../i18n/coded-text';
import { RunTextSchema } from '../i18n/run-text';
import { SKIP_TEXT_EN } from '../i18n/skip-text';
import { VERDICT_TEXT_EN } from '../i18n/verdict-text';
import { AgentIdSchema } from './agent';
import { CrashRunSchema } from './crash-run';
import { CLAUDE_CODE, CLINE_CLI, CLINE_VSCODE, CODEX, GEMINI_CLI } from '../agents/agent-ids';

/**
 * One output stream of a hook (or an HTTP response body) as Hookyard keeps it. Streams are capped:
 * the first and last bytes are kept, the middle is dropped and counted. `text` is always a lossy
 * UTF-8 view (invalid bytes become U+FFFD) with a marker where bytes were dropped; when the kept
 * bytes are not valid UTF-8, `rawBase64` holds them exactly so nothing a hook printed is lost.
 */
export const CapturedOutputSchema = z.object({
  text: z.string(),
  totalBytes: z.number().int().nonnegative(),
  truncated: z.boolean(),
  omittedBytes: z.number().int().nonnegative(),
  rawBase64: z.object({ head: z.string(), tail: z.string() }).nullable(),
});
export type CapturedOutput = z.infer<typeof CapturedOutputSchema>;

/** Why a hook could not start, and what the user can do about it. */
export const SpawnErrorSchema = z.object({
  /** The OS error code (ENOENT, EACCES, ...) or `cwd-missing` / `invalid-argv`. */
  code: z.string(),
  /** What went wrong, with the system's own message as a param where it gave one. */
  message: RunTextSchema,
  /** What to do about it; null when there is nothing to fix (the user cancelled the request). */
  fix: RunTextSchema.nullable(),
});
export type SpawnError = z.infer<typeof SpawnErrorSchema>;

/** Claude Code's hook JSON output, as its 2.1.328 schema accepts it (spec §3.3–3.4). */
export const ClaudeHookOutputSchema = z.looseObject({
  continue: z.boolean().optional(),
  stopReason: z.string().optional(),
  suppressOutput: z.boolean().optional(),
  systemMessage: z.string().optional(),
  decision: z.enum(['approve', 'block']).optional(),
  reason: z.string().optional(),
  async: z.boolean().optional(),
  hookSpecificOutput: z
    .looseObject({
      hookEventName: z.string(),
      permissionDecision: z.enum(['allow', 'deny', 'ask', 'defer']).optional(),
      permissionDecisionReason: z.string().optional(),
      updatedInput: z.record(z.string(), z.unknown()).optional(),
      additionalContext: z.string().optional(),
      updatedToolOutput: z.unknown().optional(),
      updatedMCPToolOutput: z.unknown().optional(),
      decision: z
        .looseObject({
          behavior: z.enum(['allow', 'deny']),
          updatedInput: z.record(z.string(), z.unknown()).optional(),
          updatedPermissions: z.array(z.unknown()).optional(),
          message: z.string().optional(),
          interrupt: z.boolean().optional(),
        })
        .optional(),
      retry: z.boolean().optional(),
      worktreePath: z.string().optional(),
    })
    .optional(),
});
export type ClaudeHookOutput = z.infer<typeof ClaudeHookOutputSchema>;

/** How Claude Code classifies one hook run (its stream-json `hook_response` outcome, refined). */
export const ClaudeRunResultSchema = z.enum([
  'success',
  'blocking-error',
  'non-blocking-error',
  'cancelled',
  'background',
]);

/** The decoded answer of one hook, per dialect. */
export const HookControlSchema = z.discriminatedUnion('dialect', [
  z.object({
    dialect: z.literal(CLAUDE_CODE),
    result: ClaudeRunResultSchema,
    /** The blocking reason or the error text the agent reports. */
    message: z.string().nullable(),
    output: ClaudeHookOutputSchema.nullable(),
    /** Non-JSON stdout on exit 0 (trimmed), or the path a WorktreeCreate hook printed. */
    plainText: z.string().nullable(),
  }),
  z.object({
    dialect: z.literal(CLINE_CLI),
    source: z.enum(['hook-control-line', 'whole-stdout']),
    cancel: z.boolean().nullable(),
    review: z.boolean().nullable(),
    /** Injectable context after the 50,000-character cap. */
    context: z.string().nullable(),
    contextTruncated: z.boolean(),
    cancelReason: z.string().nullable(),
    hasOverrideInput: z.boolean(),
    overrideInput: z.unknown(),
    /** Keys Cline silently ignores here (unknown or of the wrong type). */
    ignoredKeys: z.array(z.string()),
  }),
  CodexHookAnswerSchema.extend({ dialect: z.literal(CODEX) }),
  GeminiHookAnswerSchema.extend({ dialect: z.literal(GEMINI_CLI) }),
  z.object({
    dialect: z.literal(CLINE_VSCODE),
    source: z.enum(['whole-stdout', 'last-json-block']),
    cancel: z.boolean(),
    contextModification: z.string(),
    contextTruncated: z.boolean(),
    errorMessage: z.string(),
  }),
]);
export type HookControl = z.infer<typeof HookControlSchema>;

export const HookRunStatusSchema = z.enum([
  /** The process exited (any code) or the HTTP endpoint answered (any status). */
  'completed',
  'timed-out',
  'cancelled',
  'spawn-failed',
  /** The HTTP request could not be made or got no answer. */
  'request-failed',
  /** A `prompt` / `agent` handler: judged by the agent's model, not runnable here. */
  'needs-model',
  /** An `mcp_tool` handler: needs the agent's MCP server. */
  'needs-mcp',
]);
export type HookRunStatus = z.infer<typeof HookRunStatusSchema>;

/** Everything observed about one hook run. Failures are data: a run never throws. */
export const HookRunOutcomeSchema = z.object({
  hookId: z.string(),
  label: z.string(),
  agent: AgentIdSchema,
  event: z.string(),
  status: HookRunStatusSchema,
  argv: z.array(z.string()).nullable(),
  url: z.string().nullable(),
  cwd: z.string().nullable(),
  pid: z.number().int().nullable(),
  startedAt: z.string(),
  endedAt: z.string(),
  durationMs: z.number(),
  /** The limit that applied, or null when none did. */
  timeoutMs: z.number().nullable(),
  exitCode: z.number().int().nullable(),
  signal: z.string().nullable(),
  timedOut: z.boolean(),
  httpStatus: z.number().int().nullable(),
  stdout: CapturedOutputSchema,
  stderr: CapturedOutputSchema,
  spawnError: SpawnErrorSchema.nullable(),
  control: HookControlSchema.nullable(),
  /** Why the agent cannot read the hook's output (shared/i18n/run-text.ts). */
  parseErrors: z.array(RunTextSchema),
  /** Facts worth showing next to the run (runtime differences, caps that applied). */
  notes: z.array(RunTextSchema),
  /** The agent does not wait for this hook (Claude `async`, Cline CLI lifecycle hooks). */
  background: z.boolean(),
  /** What the hook wrote to CLAUDE_ENV_FILE, when it got one. */
  envFile: z.object({ path: z.string(), content: z.string() }).nullable(),
  /** Processes the hook left behind were killed when it ended. */
  leftoversKilled: z.boolean(),
});
export type HookRunOutcome = z.infer<typeof HookRunOutcomeSchema>;

/** What the agent does with one event's hooks, in one machine-readable word. */
export const VerdictKindSchema = z.enum([
  'blocked',
  'allowed',
  'asked',
  'deferred',
  'input-rewritten',
  'output-replaced',
  'context-added',
  'run-stopped',
  'failed',
  'not-run',
  'no-change',
]);
export type VerdictKind = z.infer<typeof VerdictKindSchema>;

export const VerdictPhraseSchema = codedTextSchema('verdictPhrase', VERDICT_TEXT_EN);

export const VerdictSchema = z.object({
  kind: VerdictKindSchema,
  /** What the agent does, as phrase codes; the renderer words them in the user's language. */
  phrases: z.array(VerdictPhraseSchema),
  /** The phrases in English, e.g. "tool blocked; the model is told: …" (CLI, audit log). */
  sentence: z.string(),
  reason: z.string().nullable(),
  /** The rewritten tool input, when a hook rewrote it. */
  updatedInput: z.unknown(),
  context: z.string().nullable(),
  systemMessage: z.string().nullable(),
  runStops: z.boolean(),
});
export type Verdict = z.infer<typeof VerdictSchema>;

/** The combined answer of all hooks of one event, per dialect. */
export const EventDecisionSchema = z.discriminatedUnion('dialect', [
  z.object({
    dialect: z.literal(CLAUDE_CODE),
    /** PreToolUse / PreModelSwitch permission, PermissionRequest behaviour, or block. */
    permission: z.enum(['deny', 'defer', 'ask', 'allow']).nullable(),
    blocked: z.boolean(),
    reason: z.string().nullable(),
    updatedInput: z.record(z.string(), z.unknown()).nullable(),
    updatedToolOutput: z.unknown(),
    additionalContext: z.array(z.string()),
    systemMessages: z.array(z.string()),
    continue: z.boolean(),
    stopReason: z.string().nullable(),
    worktreePath: z.string().nullable(),
  }),
  z.object({
    dialect: z.literal(CLINE_CLI),
    cancel: z.boolean(),
    review: z.boolean(),
    context: z.string().nullable(),
    cancelReason: z.string().nullable(),
    hasOverrideInput: z.boolean(),
    overrideInput: z.unknown(),
    /** Lifecycle events: the agent discards every output. */
    outputDiscarded: z.boolean(),
  }),
  CodexEventOutcomeSchema.extend({ dialect: z.literal(CODEX) }),
  GeminiEventOutcomeSchema.extend({ dialect: z.literal(GEMINI_CLI) }),
  z.object({
    dialect: z.literal(CLINE_VSCODE),
    /** One hook failed or timed out: the whole event fails and the agent continues. */
    failed: z.boolean(),
    cancel: z.boolean(),
    contextModification: z.string(),
    errorMessage: z.string(),
  }),
]);
export type EventDecision = z.infer<typeof EventDecisionSchema>;

export const SkipReasonSchema = codedTextSchema('skip', SKIP_TEXT_EN);

/** A hook of the event that did not run, and why (matcher, duplicate, not wired). */
export const SkippedHookSchema = z.object({
  hookId: z.string(),
  label: z.string(),
  reason: SkipReasonSchema,
});
export type SkippedHook = z.infer<typeof SkippedHookSchema>;

/** One event fired at a set of hooks, with each run and what the agent would do. */
export const EventOutcomeSchema = z.object({
  agent: AgentIdSchema,
  event: z.string(),
  startedAt: z.string(),
  endedAt: z.string(),
  durationMs: z.number(),
  /** How the agent schedules this event's hooks. */
  mode: z.enum(['parallel', 'sequential']),
  hooks: z.array(HookRunOutcomeSchema),
  skipped: z.array(SkippedHookSchema),
  decision: EventDecisionSchema,
  verdict: VerdictSchema,
  /** Set when the bench ran the guard as if it crashed: what the agent would do. */
  crashRun: CrashRunSchema.optional(),
});
export type EventOutcome = z.infer<typeof EventOutcomeSchema>;
