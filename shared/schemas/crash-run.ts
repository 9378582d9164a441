import { z } from 'zod';

import { GuardFailureModeSchema, GuardOutcomeSchema, GuardSubjectSchema } from './agent-guards';

/**
 * The timeout (s) a crash run gives its `timeout` stand-in, which sleeps far longer: the user waits
 * a second, not the agent's 60–600 s. Shared so that the bench can say so before the run.
 */
export const DRILL_TIMEOUT_SEC = 1;

/**
 * The verdict of a bench run "as if it crashed" (issue 15 §3): the guard was replaced by a
 * stand-in that fails as `mode` names, and `outcome` is what the agent's run dialect made of it
 * (`open`: the guarded action goes on; null: the guard did not run for this payload). `reported`
 * is the fail-open report's line for the same agent, version and handler; `agrees` says both match.
 */
export const CrashRunSchema = z.object({
  mode: GuardFailureModeSchema,
  /** The command that ran in the guard's place, so that its output on the card makes sense. */
  standIn: z.string(),
  subject: GuardSubjectSchema,
  outcome: GuardOutcomeSchema.nullable(),
  reported: GuardOutcomeSchema.nullable(),
  agrees: z.boolean(),
  /** The installed version the report was read for (null: unknown, every fact applies). */
  version: z.string().nullable(),
  /** Closed only because the handler carries the agent's fix (`onFailure: "block"`). */
  byFix: z.boolean(),
  /** The short timeout the `timeout` stand-in got instead of the agent's 60–600 s; else null. */
  timeoutSec: z.number().nullable(),
});
export type CrashRun = z.infer<typeof CrashRunSchema>;
