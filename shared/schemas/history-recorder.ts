import { z } from 'zod';

import { SHIM_TARGETS } from '../agents/agent-ids';
import { AppErrorSchema } from '../result';
import { ChangeRecordSchema } from './editing';
import { InventoryScopeSchema } from './inventory';

/** The agents the recorder installs for: `cline` covers both Cline runtimes (same folders). */
export const RecorderAgentSchema = z.enum(SHIM_TARGETS);
export type RecorderAgent = z.infer<typeof RecorderAgentSchema>;

/** Where to record: one agent at user level or in one registered workspace. */
export const RecorderTargetSchema = z
  .object({ agent: RecorderAgentSchema, scope: InventoryScopeSchema })
  .strict();
export type RecorderTarget = z.infer<typeof RecorderTargetSchema>;

/** Installing the recorder: on the chosen events only (omitted: every event it can record). */
export const RecorderInstallRequestSchema = z
  .object({
    agent: RecorderAgentSchema,
    scope: InventoryScopeSchema,
    events: z.array(z.string().min(1).max(100)).min(1).max(100).optional(),
  })
  .strict();
export type RecorderInstallRequest = z.infer<typeof RecorderInstallRequestSchema>;

/** What installing the recorder would write, per file, before anything is written. */
export const RecorderPreviewSchema = z.object({
  agent: RecorderAgentSchema,
  scope: InventoryScopeSchema,
  /** Every event the recorder can hook here, and the ones chosen when the user picks none. */
  events: z.array(z.string()),
  defaultEvents: z.array(z.string()),
  /** The events of the request this preview is for (the default set when it named none). */
  chosen: z.array(z.string()),
  files: z.array(
    z.object({
      file: z.string(),
      /** The file does not exist yet (a Cline hook file, or a new settings file). */
      created: z.boolean(),
      events: z.array(z.string()),
      addedLines: z.number(),
      addedBytes: z.number(),
    }),
  ),
  problem: AppErrorSchema.nullable(),
});
export type RecorderPreview = z.infer<typeof RecorderPreviewSchema>;

/**
 * Whether Hookyard records one agent in one scope: `on` = the recorder is on every event it
 * plans, `partial` = on some (an event was removed by hand, or the app's paths moved), `off` =
 * on none. `problem` says why recording cannot be installed there at all, as a failure code the
 * renderer words in the user's language.
 */
export const RecorderStatusSchema = z.object({
  agent: RecorderAgentSchema,
  scope: InventoryScopeSchema,
  state: z.enum(['on', 'partial', 'off']),
  installedEvents: z.number(),
  plannedEvents: z.number(),
  /** The settings files or hook files that hold recorder entries now. */
  files: z.array(z.string()),
  problem: AppErrorSchema.nullable(),
});
export type RecorderStatus = z.infer<typeof RecorderStatusSchema>;

export const RecorderChangeSchema = z.object({
  change: ChangeRecordSchema,
  status: RecorderStatusSchema,
});
export type RecorderChange = z.infer<typeof RecorderChangeSchema>;
