import { z } from 'zod';

import { AgentIdSchema } from './agent';
import { GuardFailureModeSchema } from './agent-guards';
import { ReasonSchema } from './hook';
import { InventoryScopeSchema } from './inventory';
import { SkipReasonSchema } from './run';

/** A hook payload as the bench sends it: a JSON object (what every agent sends on stdin). */
export const PayloadSchema = z.record(z.string(), z.unknown());

export const ToolPresetSchema = z.enum(['bash-rm', 'write-package-json', 'read-env', 'mcp-memory']);
export type ToolPreset = z.infer<typeof ToolPresetSchema>;

const RunId = z.string().min(1).max(100);
const EventName = z.string().min(1).max(100);

export const BenchRunRequestSchema = z
  .object({
    runId: RunId,
    scope: InventoryScopeSchema,
    agent: AgentIdSchema,
    event: EventName,
    /** One or more hooks to run; omitted = every active hook the event would fire. */
    hookIds: z.array(z.string().min(1).max(64)).max(500).optional(),
    /** The whole set includes Hookyard's own hooks (recorder, approvals): off unless asked. */
    includeOwn: z.boolean().optional(),
    payload: PayloadSchema,
    /**
     * Run the one chosen guard as if it failed so (issue 15 §3): its command is replaced by a
     * stand-in that fails that way; payload, env and run dialect stay those of a normal run.
     */
    crashAs: GuardFailureModeSchema.optional(),
  })
  .strict()
  .refine((request) => request.crashAs === undefined || request.hookIds?.length === 1, {
    message: 'crashAs runs exactly one chosen hook',
    path: ['hookIds'],
  });
export type BenchRunRequest = z.infer<typeof BenchRunRequestSchema>;

/**
 * The events the bench offers for an agent, in its order, and for each event whose payload
 * carries a tool call the presets that exist in that agent's naming (an event absent here
 * carries none; a preset the agent cannot name is not listed).
 */
export const BenchEventsSchema = z.object({
  events: z.array(z.string()),
  presets: z.record(z.string(), z.array(ToolPresetSchema)),
});
export type BenchEvents = z.infer<typeof BenchEventsSchema>;

/** One hook in the matcher simulator's answer. */
export const SimulatedHookSchema = z.object({
  hookId: z.string(),
  label: z.string(),
  event: z.string().nullable(),
  /** Why it does not fire (matcher, `if`, duplicate) as a code; null when it fires. */
  skippedBecause: SkipReasonSchema.nullable(),
  /** For hooks that never reach matching: their inventory status reason. */
  inactive: ReasonSchema.nullable(),
});

export const SimulationSchema = z.object({
  agents: z.array(
    z.object({
      agent: AgentIdSchema,
      fires: z.array(SimulatedHookSchema),
      doesNotFire: z.array(SimulatedHookSchema),
    }),
  ),
});
export type Simulation = z.infer<typeof SimulationSchema>;

export const SimulateRequestSchema = z
  .object({
    scope: InventoryScopeSchema,
    event: EventName,
    toolName: z.string().max(200).optional(),
    toolInput: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();
export type SimulateRequest = z.infer<typeof SimulateRequestSchema>;

export const RunOutputSchema = z.object({
  runId: z.string(),
  hookId: z.string(),
  stream: z.enum(['stdout', 'stderr']),
  text: z.string(),
});
export type RunOutput = z.infer<typeof RunOutputSchema>;

/**
 * One hook of a bench run started or finished, so that its card can show the time it has taken
 * against its timeout while it runs (the outcome comes only once every hook is done).
 */
export const RunHookProgressSchema = z.object({
  runId: z.string(),
  hookId: z.string(),
  phase: z.enum(['started', 'finished']),
  /** The timeout the hook runs under (after any override); null for one that has none. */
  timeoutMs: z.number().nonnegative().nullable(),
  /** The time it took, once finished; 0 when it started. */
  elapsedMs: z.number().nonnegative(),
});
export type RunHookProgress = z.infer<typeof RunHookProgressSchema>;
