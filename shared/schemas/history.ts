import { z } from 'zod';

import { MalformedTextSchema } from '../i18n/malformed-text';
import { AgentIdSchema } from './agent';
import { WHY_FILTER_FIELDS } from './history-why';

/**
 * Audit ids: 26 Crockford base-32 characters, ULID-shaped. The first 10 encode the entry's `ts`
 * to the millisecond (so ids sort by time), the last 16 are 80 random (or, for ingested records,
 * content-derived) bits, so ids from different processes do not collide.
 */
export const HistoryIdSchema = z.string().regex(/^[0-9A-HJKMNP-TV-Z]{26}$/);

/** What an entry records. */
export const HistoryKindSchema = z.enum([
  /** The agent fired an event (seen by the recorder, or in the Cline CLI's hooks.jsonl). */
  'agent-event',
  /** A hook ran inside an agent (from a transcript) with its output and outcome. */
  'hook-run',
  /** Someone or something allowed or denied a tool use. */
  'decision',
  /** Hookyard itself ran a hook (bench, replay). */
  'hookyard-run',
  /** Another record from an external log: what a hook's output did (context, messages). */
  'ingested',
]);
export type HistoryKind = z.infer<typeof HistoryKindSchema>;

/** Where an entry came from. */
export const HistorySourceSchema = z.enum([
  'recorder',
  'claude-transcript',
  'cline-hooks-jsonl',
  'codex-rollout',
  'gemini-session',
  'bench',
  'replay',
  'approvals',
  'runner',
]);
export type HistorySource = z.infer<typeof HistorySourceSchema>;

/** The agent an entry is about; `unknown` when a record names none Hookyard knows. */
export const HistoryAgentSchema = z.union([AgentIdSchema, z.literal('unknown')]);
export type HistoryAgent = z.infer<typeof HistoryAgentSchema>;

/**
 * Outcomes the ingesters and the recorder write. `outcome` stays a free string so that a newer
 * writer never makes an older reader reject the log.
 */
export const AUDIT_OUTCOMES = [
  'success',
  'error',
  'block',
  'timeout',
  'cancelled',
  'invalid-output',
  /** Hookyard cut the hook's stdout at its cap, so what the agent makes of it is unknown. */
  'output-capped',
  'allow',
  'deny',
  'ask',
  'defer',
  'stop',
] as const;
/** Outcomes counted as a failure in per-hook statistics. */
export const AUDIT_FAILURE_OUTCOMES: readonly string[] = ['error', 'timeout', 'invalid-output'];
/** Outcomes counted as a block in per-hook statistics. */
export const AUDIT_BLOCK_OUTCOMES: readonly string[] = ['block', 'deny', 'stop'];

/** What a hook printed and how it exited (null exit code: killed, or not recorded). */
export const HistoryOutputSchema = z.object({
  stdout: z.string(),
  stderr: z.string(),
  exitCode: z.number().int().nullable(),
});
export type HistoryOutput = z.infer<typeof HistoryOutputSchema>;

const IsoTime = z.iso.datetime();

/** One line of the audit log. Secrets are already redacted when an entry exists. */
export const HistoryEntrySchema = z.object({
  id: HistoryIdSchema,
  ts: IsoTime,
  kind: HistoryKindSchema,
  source: HistorySourceSchema,
  agent: HistoryAgentSchema,
  /** The workspace folder (the agent's cwd or project root) or null when unknown. */
  workspace: z.string().nullable(),
  sessionId: z.string().nullable(),
  /** The agent's own event name (`PreToolUse`, `TaskStart`, ...). */
  event: z.string(),
  tool: z.string().nullable(),
  /** The hook command or script path, when the entry is about one hook. */
  hook: z.string().nullable(),
  /** `success`, `error`, `block`, `allow`, `deny`, ... (see AUDIT_OUTCOMES) or null. */
  outcome: z.string().nullable(),
  durationMs: z.number().nonnegative().nullable(),
  payload: z.unknown(),
  output: HistoryOutputSchema.nullable(),
  meta: z.record(z.string(), z.unknown()),
});
export type HistoryEntry = z.infer<typeof HistoryEntrySchema>;

/** What a writer hands to the store: the store assigns the id (and `ts` when missing). */
export const HistoryEntryInputSchema = HistoryEntrySchema.extend({
  id: HistoryIdSchema.optional(),
  ts: IsoTime.optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type HistoryEntryInput = z.infer<typeof HistoryEntryInputSchema>;

const FilterValue = z.string().min(1).max(4096);

/** Every field is optional; all given fields must match (AND). `text` is a full-text search. */
/** The longest search the index takes: longer ones are clipped where they are typed. */
export const HISTORY_SEARCH_MAX_CHARS = 500;

export const HistoryEntryFilterSchema = z
  .object({
    kind: HistoryKindSchema.optional(),
    source: HistorySourceSchema.optional(),
    agent: HistoryAgentSchema.optional(),
    workspace: FilterValue.optional(),
    sessionId: FilterValue.optional(),
    event: FilterValue.optional(),
    tool: FilterValue.optional(),
    hook: FilterValue.optional(),
    outcome: FilterValue.optional(),
    /** Inclusive lower bound. */
    from: IsoTime.optional(),
    /** Exclusive upper bound. */
    to: IsoTime.optional(),
    /**
     * Words that must all occur in the payload, output or meta (whole words, case-insensitive;
     * values of the other filters, like the hook command, are matched by those filters instead).
     */
    text: z.string().max(HISTORY_SEARCH_MAX_CHARS).optional(),
    ...WHY_FILTER_FIELDS,
  })
  .strict();
export type HistoryEntryFilter = z.infer<typeof HistoryEntryFilterSchema>;

/** A position in the (ts, id) order: the last entry of the previous page. */
export const HistoryCursorSchema = z.object({ ts: IsoTime, id: HistoryIdSchema }).strict();
export type HistoryCursor = z.infer<typeof HistoryCursorSchema>;

/**
 * Entries per page of History's list: what it asks for first and on each scroll, and what the
 * service makes ready before the first ask (first-page-warm-up.ts).
 */
export const HISTORY_PAGE_SIZE = 200;

/** One page of entries: a filter, where the previous page ended, a size and an order. */
export const HistoryQuerySchema = z
  .object({
    filter: HistoryEntryFilterSchema.default({}),
    cursor: HistoryCursorSchema.nullable().default(null),
    limit: z.number().int().min(1).max(500).default(100),
    /** `desc`: newest first. */
    order: z.enum(['desc', 'asc']).default('desc'),
  })
  .strict();
export type HistoryQuery = z.input<typeof HistoryQuerySchema>;

/** A page of entries in the requested order. */
export const HistoryPageSchema = z.object({
  entries: z.array(HistoryEntrySchema),
  /** Pass it back to get the next page; null when this page is the last. */
  nextCursor: HistoryCursorSchema.nullable(),
  /** Index rows whose log line could not be read back (a log file removed by hand). */
  unreadable: z.number().int().nonnegative(),
});
export type HistoryPage = z.infer<typeof HistoryPageSchema>;

/** One session, oldest first. */
export const HistorySessionQuerySchema = z
  .object({
    sessionId: FilterValue,
    agent: HistoryAgentSchema.optional(),
    cursor: HistoryCursorSchema.nullable().default(null),
    limit: z.number().int().min(1).max(500).default(200),
  })
  .strict();
export type HistorySessionQuery = z.input<typeof HistorySessionQuerySchema>;

/** Time bucket of a timeline; `auto` picks the finest that gives at most 500 buckets. */
export const HistoryBucketSchema = z.enum(['auto', 'minute', 'hour', 'day']);
export type HistoryBucket = z.infer<typeof HistoryBucketSchema>;

/** Entries over time for charts: the filter, its `from`/`to` bounding the chart. */
export const HistoryTimelineQuerySchema = z
  .object({
    filter: HistoryEntryFilterSchema.default({}),
    bucket: HistoryBucketSchema.default('auto'),
  })
  .strict();
export type HistoryTimelineQuery = z.input<typeof HistoryTimelineQuerySchema>;

/** Counts per bucket: all matching entries, failures and blocks among them. */
export const HistoryTimelineSchema = z.object({
  bucket: z.enum(['minute', 'hour', 'day']),
  /** Non-empty buckets only, oldest first. */
  points: z.array(
    z.object({
      start: IsoTime,
      count: z.number().int(),
      failures: z.number().int(),
      blocks: z.number().int(),
    }),
  ),
});
export type HistoryTimeline = z.infer<typeof HistoryTimelineSchema>;

/** Per-hook statistics over the entries a filter selects (ask for a time range). */
export const HistoryHookStatsQuerySchema = z
  .object({ filter: HistoryEntryFilterSchema.default({}) })
  .strict();
export type HistoryHookStatsQuery = z.input<typeof HistoryHookStatsQuerySchema>;

/** One hook (per agent and event): runs, failure and block counts and rates, latency. */
export const HistoryHookStatSchema = z.object({
  hook: z.string(),
  agent: z.string(),
  event: z.string(),
  runs: z.number().int(),
  failures: z.number().int(),
  blocks: z.number().int(),
  failureRate: z.number(),
  blockRate: z.number(),
  p50Ms: z.number().nullable(),
  p95Ms: z.number().nullable(),
  lastRunAt: IsoTime,
});
export type HistoryHookStat = z.infer<typeof HistoryHookStatSchema>;

/** A line an ingester could not use, and why. */
export const HistoryMalformedSchema = z.object({
  file: z.string(),
  offset: z.number().int().nonnegative(),
  reason: MalformedTextSchema,
});
export type HistoryMalformed = z.infer<typeof HistoryMalformedSchema>;

/** What one import did with one source (spool, transcripts, hooks.jsonl). */
export const HistoryImportSourceReportSchema = z.object({
  source: HistorySourceSchema,
  files: z.number().int(),
  lines: z.number().int(),
  entries: z.number().int(),
  malformed: z.number().int(),
  /** The first malformed lines (capped), with reasons. */
  samples: z.array(HistoryMalformedSchema),
});
export type HistoryImportSourceReport = z.infer<typeof HistoryImportSourceReportSchema>;

/** The result of importing every source once. */
export const HistoryImportReportSchema = z.object({
  sources: z.array(HistoryImportSourceReportSchema),
  durationMs: z.number(),
  /** Why the import stopped early (a full disk); what came before it is kept. */
  error: z.string().nullable(),
});
export type HistoryImportReport = z.infer<typeof HistoryImportReportSchema>;

/** Progress of a long import or reindex, pushed while it runs. */
export const HistoryProgressSchema = z.object({
  phase: z.enum(['import', 'reindex', 'export']),
  label: z.string(),
  bytesDone: z.number().int().nonnegative(),
  bytesTotal: z.number().int().nonnegative(),
  entries: z.number().int().nonnegative(),
});
export type HistoryProgress = z.infer<typeof HistoryProgressSchema>;

/**
 * How far the removal of expired entries has come (retention deletes whole log files at once,
 * then drops their rows from the index in the background): pushed while it runs, and once more
 * with `finished` when it ends, so that History can say why old entries are leaving.
 */
export const HistoryRetentionProgressSchema = z.object({
  entriesDone: z.number().int().nonnegative(),
  entriesTotal: z.number().int().nonnegative(),
  finished: z.boolean(),
  /** The limits the removed entries were past. */
  policy: z.object({ maxAgeDays: z.number(), maxBytes: z.number() }),
});
export type HistoryRetentionProgress = z.infer<typeof HistoryRetentionProgressSchema>;

/** Export the entries of a filter, oldest first, as JSON lines or CSV. */
export const HistoryExportRequestSchema = z
  .object({ filter: HistoryEntryFilterSchema.default({}), format: z.enum(['jsonl', 'csv']) })
  .strict();
export type HistoryExportRequest = z.input<typeof HistoryExportRequestSchema>;

export const HistoryExportResultSchema = z.object({
  /** The file's path; for a download, only its name (the server's path means nothing there). */
  file: z.string(),
  entries: z.number().int().nonnegative(),
  bytes: z.number().int().nonnegative(),
  /**
   * Set when the file comes down to the browser (`hookyard serve`): the page fetches `url` once,
   * saving it as `name`. Absent when the file was saved on the user's machine.
   */
  download: z.object({ url: z.string(), name: z.string() }).optional(),
});
export type HistoryExportResult = z.infer<typeof HistoryExportResultSchema>;

/** The store at a glance, for a status line. */
export const HistoryStatusSchema = z.object({
  entries: z.number().int(),
  files: z.number().int(),
  bytes: z.number().int(),
  oldest: IsoTime.nullable(),
  newest: IsoTime.nullable(),
  /** Bytes of the log not indexed yet (a reindex or catch-up is running). */
  pendingBytes: z.number().int(),
  retention: z.object({ maxAgeDays: z.number(), maxBytes: z.number() }),
});
export type HistoryStatus = z.infer<typeof HistoryStatusSchema>;
