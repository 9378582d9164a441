import { z } from 'zod';

import { InventoryScopeSchema } from './inventory';

const IsoTime = z.iso.datetime();

/** One recorded run of a watched hook: an audit entry (History opens it by `id`). */
export const WatchedRunSchema = z.object({
  id: z.string(),
  ts: IsoTime,
  /** `<agent>:<surface>` (named in renderer/features/inventory/evidence-text.ts), null when the agent passed nothing. */
  surface: z.string().nullable(),
  sessionId: z.string().nullable(),
  outcome: z.string().nullable(),
  exitCode: z.number().int().nullable(),
  signal: z.string().nullable(),
  durationMs: z.number().nullable(),
});
export type WatchedRun = z.infer<typeof WatchedRunSchema>;

/**
 * Per surface: how often the hook's event fired where the hook should have run, how often the
 * hook ran, and how many of those events came in sessions where it never ran.
 */
export const SurfaceCountSchema = z.object({
  surface: z.string().nullable(),
  fired: z.number().int(),
  ran: z.number().int(),
  missed: z.number().int(),
});
export type SurfaceCount = z.infer<typeof SurfaceCountSchema>;

/**
 * A watched hook that did not run where its event fired and it should have run (its event, a
 * matcher that selects the tool, active in that workspace): the counts per surface and the
 * recorder's entries that prove the event fired.
 */
export const SilentFlagSchema = z.object({
  event: z.string(),
  since: IsoTime,
  surfaces: z.array(SurfaceCountSchema),
  /** Audit ids of the recorded events where it should have run (the newest few). */
  evidence: z.array(z.string()),
});
export type SilentFlag = z.infer<typeof SilentFlagSchema>;

/** A watched hook with what really happened: last run, counts over 7 days, its latest runs. */
export const WatchedHookSchema = z.object({
  adoptionId: z.string(),
  /** The inventory rows of the asked scope that call this adoption. */
  hookIds: z.array(z.string()),
  sourcePath: z.string(),
  event: z.string(),
  hook: z.string(),
  since: IsoTime,
  lastRun: WatchedRunSchema.nullable(),
  runs7d: z.number().int(),
  failures7d: z.number().int(),
  p95Ms: z.number().nullable(),
  /** The newest runs, newest first (at most 20). */
  runs: z.array(WatchedRunSchema),
  silent: SilentFlagSchema.nullable(),
});
export type WatchedHook = z.infer<typeof WatchedHookSchema>;

export const EvidenceListRequestSchema = z.object({ scope: InventoryScopeSchema }).strict();
export type EvidenceListRequest = z.infer<typeof EvidenceListRequestSchema>;
