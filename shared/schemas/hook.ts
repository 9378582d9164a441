import { z } from 'zod';

import { codedTextSchema } from '../i18n/coded-text';
import { NOTE_TEXT_EN, REASON_TEXT_EN } from '../inventory/reason-text';
import { AgentIdSchema } from './agent';
import { HOOK_STATUSES } from './enum-values';

export const HookStatusSchema = z.enum(HOOK_STATUSES);
export type HookStatus = z.infer<typeof HookStatusSchema>;

export const ReasonSchema = codedTextSchema('reason', REASON_TEXT_EN);
export type Reason = z.infer<typeof ReasonSchema>;

export const NoteSchema = codedTextSchema('note', NOTE_TEXT_EN);
export type Note = z.infer<typeof NoteSchema>;

/** Where a hook is defined, as the agent classifies it. */
export const HookScopeSchema = z.enum([
  'user',
  'workspace',
  'local',
  'managed',
  'plugin',
  'skill',
  'agent',
]);
export type HookScope = z.infer<typeof HookScopeSchema>;

export const HandlerSchema = z.object({
  /** Claude Code handler types, or `file` for a Cline hook file. */
  type: z.enum(['command', 'http', 'prompt', 'agent', 'mcp_tool', 'file', 'unknown']),
  /** What runs, in words a user recognises: the command, URL, prompt head or interpreter + file. */
  summary: z.string(),
  /** The argv the agent would start, where it starts a process. */
  argv: z.array(z.string()).nullable(),
  timeoutSec: z.number().nullable(),
  /** Claude Code's `onFailure` (`continue` | `block`) as written; absent where there is none. */
  onFailure: z.string().optional(),
  /** Gemini CLI: it sits in a `sequential: true` group (its event then runs hooks in order). */
  sequential: z.boolean().optional(),
  /** Gemini CLI: the hook's `name` (what `hooksConfig.disabled` matches); absent when unnamed. */
  name: z.string().optional(),
  /** Gemini CLI: the hook's own `env`, set over the agent's environment; absent when it has none. */
  env: z.record(z.string(), z.string()).optional(),
});
export type Handler = z.infer<typeof HandlerSchema>;

/** Position of a definition inside its source file (1-based), where it has one. */
export const SourcePositionSchema = z.object({ line: z.number(), column: z.number() });

/**
 * A hook Hookyard installed itself (History › Recording, Approvals › Connect agents), known from
 * its installer's records. `install` names the one install it belongs to (a settings file, or
 * the hooks folder of a Cline install), so the inventory can show an install as one row.
 */
export const OwnHookSchema = z.object({
  kind: z.enum(['recorder', 'approvals']),
  install: z.string(),
});
export type OwnHook = z.infer<typeof OwnHookSchema>;

/** One row of the inventory: one hook as one runtime sees it. */
export const HookEntrySchema = z.object({
  /**
   * Names the hook, not its place: it stays the same when other hooks of the file are added,
   * moved, switched off or removed (Claude Code: file, event, what the handler runs and which
   * repeat of it; Cline: the file). Every request that changes a hook sends it with `contentHash`.
   */
  id: z.string(),
  /**
   * SHA-256 of the definition the user is shown (a Claude Code handler with its event and
   * matcher; a Cline file's head). A change request carries it back, and a hook that differs
   * from it now is refused as a conflict with nothing written.
   */
  contentHash: z.string(),
  agent: AgentIdSchema,
  scope: HookScopeSchema,
  /** The event name as the user writes it (Claude Code key, Cline file base name), or null when unknown. */
  event: z.string().nullable(),
  sourcePath: z.string(),
  position: SourcePositionSchema.nullable(),
  /** Claude Code: `<event>/<group index>/<handler index>`; Cline: the file name. */
  locator: z.string(),
  matcher: z.string().nullable(),
  handler: HandlerSchema,
  status: HookStatusSchema,
  reason: ReasonSchema,
  notes: z.array(NoteSchema),
  /** The definition as written: the JSON entry or the head of the script (capped). */
  raw: z.string(),
  /** Set on Hookyard's own hooks only: they run by default nowhere Hookyard runs hooks itself. */
  own: OwnHookSchema.optional(),
});
export type HookEntry = z.infer<typeof HookEntrySchema>;

/** A place an agent reads hooks from, and what Hookyard found there. */
export const HookSourceSchema = z.object({
  agent: AgentIdSchema,
  scope: HookScopeSchema,
  kind: z.enum(['settings', 'hooks-folder', 'plugin', 'frontmatter', 'managed']),
  path: z.string(),
  state: z.enum(['ok', 'missing', 'invalid', 'unreadable']),
  reason: ReasonSchema.nullable(),
  hookCount: z.number(),
});
export type HookSource = z.infer<typeof HookSourceSchema>;
