import { z } from 'zod';

/**
 * Who or what decided a tool call, as History's "Why" row and its "decided by" filter name it:
 * - `rule`: one of the agent's own permission rules (its settings files);
 * - `hook`: a hook's verdict;
 * - `me`: a person answered (Hookyard's inbox or notification, or the agent's own dialog);
 * - `hookyard`: one of Hookyard's approval rules, or its fail-mode default when nobody answered;
 * - `mode`: the agent's permission mode (or its classifier);
 * - `agent`: the agent decided on its own, for a reason its log does not name.
 */
export const DeciderSchema = z.enum(['rule', 'hook', 'me', 'hookyard', 'mode', 'agent']);
export type Decider = z.infer<typeof DeciderSchema>;

/**
 * One decision on a tool call, as an ingester or Hookyard's approvals wrote it into an entry's
 * `meta.decision`. Only `by` is required; the rest is whatever the log said.
 */
export const HistoryDecisionSchema = z.object({
  by: DeciderSchema,
  /** `allow`, `deny`, `ask`, `defer`, `block`, or null when the decider gave no verdict. */
  verdict: z.string().nullable(),
  reason: z.string().nullable().optional(),
  /** The permission rule's text (`Bash(rm *)`), a Hookyard rule's id. */
  rule: z.string().nullable().optional(),
  /** The settings layer the agent named (`projectSettings`), the file and the rule's line there. */
  layer: z.string().nullable().optional(),
  file: z.string().nullable().optional(),
  line: z.number().int().positive().nullable().optional(),
  /** Where a person answered (`inbox`, `notification`, the agent's dialog). */
  where: z.string().nullable().optional(),
  /** The permission mode or classifier that decided. */
  mode: z.string().nullable().optional(),
});
export type HistoryDecision = z.infer<typeof HistoryDecisionSchema>;

/** One step of a Why row: a decision, and the entry it was read from. */
export const WhyStepSchema = z.object({
  entryId: z.string(),
  ts: z.iso.datetime(),
  event: z.string(),
  source: z.string(),
  /** The hook command, for a hook's step. */
  hook: z.string().nullable(),
  decision: HistoryDecisionSchema,
});
export type WhyStep = z.infer<typeof WhyStepSchema>;

/** Every decision made on one tool call, oldest first, across the entries that exist. */
export const WhyRowSchema = z.object({
  /** The agent's id of the tool call (`tool_use_id`, call id), or null when the entry has none. */
  callId: z.string().nullable(),
  tool: z.string().nullable(),
  steps: z.array(WhyStepSchema),
  /** Every entry of the tool call, decisions or not, oldest first. */
  entryIds: z.array(z.string()),
});
export type WhyRow = z.infer<typeof WhyRowSchema>;

/**
 * The History filter fields of the Why row, spread into HistoryEntryFilterSchema: entries decided by one
 * kind of decider, and the entries of one tool call.
 */
export const WHY_FILTER_FIELDS = {
  decidedBy: DeciderSchema.optional(),
  toolCall: z.string().min(1).max(200).optional(),
  /** Entries whose `meta.agentVersion` is this version (issue 15 §5). */
  agentVersion: z.string().min(1).max(64).optional(),
};
