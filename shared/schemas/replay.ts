import { z } from 'zod';

import { ConsentTextSchema } from '../i18n/consent-text';
import { AgentIdSchema } from './agent';
import { HistoryEntryFilterSchema, HistoryIdSchema } from './history';

/**
 * Replay: audit entries re-run against the hooks as they are now, compared then-vs-now. The
 * contract shared by the replay service, the `hookyard test` CLI and the renderer's replay view.
 */

/** What one side (then, as recorded; now, as replayed) of a replay case shows. */
export const ReplayOutcomeViewSchema = z.object({
  /** The runner's verdict kinds (allowed, blocked, context-added, run-stopped, failed…). */
  verdictKind: z.string(),
  reason: z.string().nullable(),
  exitCode: z.number().int().nullable(),
  stdout: z.string(),
  stderr: z.string(),
  context: z.string().nullable(),
  rewrittenInput: z.unknown().nullable(),
  durationMs: z.number().nullable(),
  /**
   * False when only the agent's decision was recorded (e.g. a Claude Code transcript's
   * permission decision): output and exit code are unknown, not empty, and are not compared.
   */
  outputRecorded: z.boolean().optional(),
  /**
   * Set when no hook decided then and the agent's own permission check did (the transcript's
   * permission decision): `settings` (the permission rules of the settings files), `user` (the
   * user answered a prompt or keeps a permanent answer), `agent` (anything else the agent says).
   * Such a side is compared with a replay by meaning: did the tool run or not.
   */
  decidedBy: z.enum(['settings', 'user', 'agent']).optional(),
  /** Whether the tool ran then, when the agent's transcript says so. */
  toolRan: z.boolean().optional(),
});
export type ReplayOutcomeView = z.infer<typeof ReplayOutcomeViewSchema>;

/** The aspects of a case that can differ between then and now. */
export const ReplayDiffFieldSchema = z.enum([
  'verdict',
  'output',
  'exitCode',
  'context',
  'rewrittenInput',
  'duration',
]);
export type ReplayDiffField = z.infer<typeof ReplayDiffFieldSchema>;

/** One replayed entry (or suite case). */
export const ReplayCaseSchema = z.object({
  /** The audit entry replayed, or `<suite>#<index>` for a suite case. */
  entryId: z.string(),
  agent: AgentIdSchema,
  event: z.string(),
  toolName: z.string().nullable(),
  /** The payload was translated from another agent's dialect (cross-agent replay). */
  translated: z.boolean(),
  hookIds: z.array(z.string()),
  /**
   * Null when nothing is known about what happened then (no hook answer, no permission decision
   * recorded): such a case has nothing to compare with, and `differs` stays empty.
   */
  then: ReplayOutcomeViewSchema.nullable(),
  now: ReplayOutcomeViewSchema,
  differs: z.array(ReplayDiffFieldSchema),
});
export type ReplayCase = z.infer<typeof ReplayCaseSchema>;

export const ReplayConsentReasonSchema = z.object({
  code: z.enum(['untrusted-hook', 'destructive-tool']),
  /** What exactly (a hook file, a command), worded in each locale. */
  detail: ConsentTextSchema,
});
export type ReplayConsentReason = z.infer<typeof ReplayConsentReasonSchema>;

/** The answer when a replay would run an untrusted hook or a destructive tool without consent. */
export const ReplayNeedsConsentSchema = z.object({
  kind: z.literal('needs-consent'),
  reasons: z.array(ReplayConsentReasonSchema),
});
export type ReplayNeedsConsent = z.infer<typeof ReplayNeedsConsentSchema>;

const JobId = z.string().min(1).max(100);
const HookId = z.string().min(1).max(64);
/** A suite's name: its file stem in `.hookyard/tests` (no folders, no dot first). */
export const SuiteNameSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, 'a suite name is a file stem: letters, digits, . _ -');
const WorkspacePath = z.string().min(1).max(4096);

export const ReplayRunRequestSchema = z
  .object({
    entryIds: z.array(HistoryIdSchema).min(1).max(500).optional(),
    filter: HistoryEntryFilterSchema.optional(),
    target: z
      .object({
        /** Replay against these hooks instead of the ones the agent would select. */
        hookIds: z.array(HookId).max(500).optional(),
        /** Translate each payload to this agent's dialect (cross-agent replay). */
        translateTo: AgentIdSchema.optional(),
        /** Also run Hookyard's own hooks (recorder, approvals), left out by default. */
        includeOwn: z.boolean().optional(),
      })
      .strict()
      .optional(),
    consent: z.boolean().optional(),
    /** Chosen by the caller so that it can cancel the job; one is made up when omitted. */
    jobId: JobId.optional(),
  })
  .strict()
  .refine((request) => (request.entryIds === undefined) !== (request.filter === undefined), {
    message: 'give either entryIds or filter',
  });
export type ReplayRunRequest = z.input<typeof ReplayRunRequestSchema>;

export const ReplayRunResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('done'), jobId: z.string(), cases: z.array(ReplayCaseSchema) }),
  ReplayNeedsConsentSchema,
]);
export type ReplayRunResponse = z.infer<typeof ReplayRunResponseSchema>;

export const ReplayShadowRequestSchema = z
  .object({
    filter: HistoryEntryFilterSchema,
    hookId: HookId,
    /** The draft: script text, or a Claude handler as JSON (`{"type":"command",…}`). */
    draft: z
      .string()
      .min(1)
      .max(1024 * 1024),
    consent: z.boolean().optional(),
    jobId: JobId.optional(),
  })
  .strict();
export type ReplayShadowRequest = z.input<typeof ReplayShadowRequestSchema>;

export const ReplayShadowResponseSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('done'),
    jobId: z.string(),
    total: z.number().int(),
    agree: z.number().int(),
    disagree: z.number().int(),
    /** Entries the hook does not apply to, or that carry no payload. */
    skipped: z.number().int(),
    differences: z.array(ReplayCaseSchema),
  }),
  ReplayNeedsConsentSchema,
]);
export type ReplayShadowResponse = z.infer<typeof ReplayShadowResponseSchema>;

export const ReplaySuiteStatusSchema = z.enum(['passed', 'failed', 'not-run']);

export const ReplaySuiteSummarySchema = z.object({
  /** The suite file's path. */
  file: z.string(),
  /** Its stem (`<name>.json`). */
  name: z.string(),
  cases: z.number().int(),
  status: ReplaySuiteStatusSchema,
  failed: z.number().int(),
  lastRunAt: z.number().nullable(),
});
export type ReplaySuiteSummary = z.infer<typeof ReplaySuiteSummarySchema>;

export const ReplaySuiteRefSchema = z
  .object({
    workspace: WorkspacePath,
    suite: SuiteNameSchema,
    /** Run the suite's hooks even when untrusted or its payloads destructive. */
    consent: z.boolean().optional(),
    /** Also run Hookyard's own hooks (recorder, approvals), left out by default. */
    includeOwn: z.boolean().optional(),
    jobId: JobId.optional(),
  })
  .strict();

export const ReplaySaveCaseRequestSchema = z
  .object({
    workspace: WorkspacePath,
    suite: SuiteNameSchema,
    entryId: HistoryIdSchema,
    /** The verdict the case expects; else the recorded one, else the one replayed now. */
    expected: z.string().min(1).max(50).optional(),
    /** Consent for that replay, when it is needed. */
    consent: z.boolean().optional(),
  })
  .strict();

export const ReplaySuitesRequestSchema = z.object({ workspace: WorkspacePath }).strict();

export const ReplayCancelRequestSchema = z.object({ jobId: JobId }).strict();

export const ReplaySuiteRunSchema = z.object({
  passed: z.number().int(),
  failed: z.number().int(),
  cases: z.array(ReplayCaseSchema),
});
export type ReplaySuiteRun = z.infer<typeof ReplaySuiteRunSchema>;

export const ReplayProgressSchema = z.object({
  jobId: z.string(),
  done: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
});
export type ReplayProgress = z.infer<typeof ReplayProgressSchema>;

/**
 * One case of a regression suite (`.hookyard/tests/<suite>.json` in a workspace): a payload,
 * the agent and event it is sent as, optionally which hook files to run (paths relative to the
 * workspace; default: every hook the agent would run for it) and the expected answer. In the
 * payload, `${WORKSPACE}` stands for the workspace folder, so a suite runs on any checkout.
 */
export const SuiteCaseSchema = z
  .object({
    name: z.string().min(1).max(300),
    agent: AgentIdSchema,
    event: z.string().min(1).max(100),
    hooks: z.array(z.string().min(1).max(4096)).max(100).optional(),
    payload: z.record(z.string(), z.unknown()),
    expected: z
      .object({
        verdict: z.string().min(1).max(50),
        reason: z.string().nullable().optional(),
        context: z.string().nullable().optional(),
      })
      .strict(),
    /** The audit entry the case was saved from. */
    recordedFrom: z.string().max(100).optional(),
  })
  .strict();
export type SuiteCase = z.infer<typeof SuiteCaseSchema>;

export const SuiteFileSchema = z
  .object({ version: z.literal(1), cases: z.array(SuiteCaseSchema).max(10_000) })
  .strict();
export type SuiteFile = z.infer<typeof SuiteFileSchema>;
