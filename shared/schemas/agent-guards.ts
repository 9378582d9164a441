import { z } from 'zod';

/**
 * The ways a guard hook can fail (issue 15 §3): its interpreter or command cannot start, it
 * outlives its timeout, it exits with a code that means nothing to the agent (a crash: 1), or it
 * prints a JSON answer the agent cannot parse.
 */
export const GUARD_FAILURE_MODES = ['cannot-start', 'timeout', 'bad-exit', 'invalid-json'] as const;
export const GuardFailureModeSchema = z.enum(GUARD_FAILURE_MODES);
export type GuardFailureMode = z.infer<typeof GuardFailureModeSchema>;

/**
 * What a blocking event guards, which names what "open" and "closed" mean for it: a tool call, a
 * permission, a prompt, the end of a turn (Stop: open lets the turn end), or the whole run.
 */
export const GuardSubjectSchema = z.enum(['tool', 'permission', 'prompt', 'stop']);
export type GuardSubject = z.infer<typeof GuardSubjectSchema>;

/** `open`: the agent goes on as if the guard had allowed; `closed`: it blocks. */
export const GuardOutcomeSchema = z.enum(['open', 'closed']);
export type GuardOutcome = z.infer<typeof GuardOutcomeSchema>;

/** Versions a fact holds for: `from` inclusive, `until` exclusive; null is unbounded. */
export const VersionRangeSchema = z.object({
  from: z.string().nullable(),
  until: z.string().nullable(),
});
export type VersionRange = z.infer<typeof VersionRangeSchema>;

/** What the agent does when a guard of `events` (all its guard events when null) fails so. */
export const GuardFactSchema = z.object({
  mode: GuardFailureModeSchema,
  outcome: GuardOutcomeSchema,
  events: z.array(z.string()).nullable(),
  versions: VersionRangeSchema,
  /** The version it was checked on with the real client (a test under test/integration). */
  checkedOn: z.string().nullable(),
});
export type GuardFact = z.infer<typeof GuardFactSchema>;

/**
 * A handler field that turns every failure into a block (Claude Code's `onFailure: "block"`),
 * from the version that reads it; ignored on `ignoredOn` events.
 */
export const GuardFixSchema = z.object({
  field: z.string(),
  value: z.string(),
  sinceVersion: z.string(),
  ignoredOn: z.array(z.string()),
});
export type GuardFix = z.infer<typeof GuardFixSchema>;

/** An agent's guards: its events that can block, what each failure does, and the fix it offers. */
export const AgentGuardsSchema = z.object({
  events: z.record(z.string(), GuardSubjectSchema),
  facts: z.array(GuardFactSchema),
  fix: GuardFixSchema.nullable(),
});
export type AgentGuards = z.infer<typeof AgentGuardsSchema>;
